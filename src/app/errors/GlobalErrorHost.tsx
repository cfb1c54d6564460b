import { useAtom } from 'jotai';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorTexts } from '../../messages/errors';
import { globalErrorAtom } from './globalErrors';
import './errors.css';

const GlobalErrorDialog = lazy(() => import('./GlobalErrorDialog'));

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Offline: queries pause (offline-first) and continue once the connection is back; the user is told so. */
function OfflineNotice() {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  return (
    <div role="status" className={online ? undefined : 'offline-notice'} data-testid="offline-notice">
      {online ? '' : errorTexts.offline}
    </div>
  );
}

/** Hosts the app-wide error dialogs (firewall rejection, time-out); the dialog code loads on first use. */
export function GlobalErrorHost() {
  const [error, setError] = useAtom(globalErrorAtom);
  return (
    <>
      <OfflineNotice />
      {error && (
        <Suspense fallback={null}>
          <GlobalErrorDialog error={error} onClose={() => setError(undefined)} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { shellTexts } from '../messages/shell';

// The dialog (kit modal, server-time query) loads on first use.
const TestSettingsDialog = lazy(() => import('./TestSettingsDialog'));

/**
 * The footer's test-settings entry (spec §2.4: only outside PROD, a button opening a dialog with the
 * server date and time). Issue 3 (src/features/session) replaces the dialog with the test clock.
 */
export function TestSettingsEntry() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shell-text-button footer__test-settings"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="test-settings"
      >
        {shellTexts.testSettings}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <TestSettingsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

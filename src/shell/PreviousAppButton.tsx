import { useEffect, useMemo } from 'react';
import { useGetUserApps } from '../../generated/portal/hooks/user-apps/user-apps';
import { shellTexts } from '../messages/shell';
import { matchPreviousApp, openedInNewTab, readStoredBackLink, storeBackLink } from './previousApp';
import { shellSettings } from './shellSettings';

/**
 * The 'previous app' back button, labelled with the short name of the portal app the visitor
 * came from (referrer against the portal's app list; a stored back-link overrides). When the app was opened
 * in a new tab the button closes it.
 */
export function PreviousAppButton() {
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  const apps = useGetUserApps({ query: { staleTime: Infinity, retry: false, enabled: referrer !== '' || !!readStoredBackLink(shellSettings.backLinkStorageKey) } });
  const app = useMemo(
    () => matchPreviousApp(referrer, apps.data, window.location.href, readStoredBackLink(shellSettings.backLinkStorageKey)),
    [referrer, apps.data],
  );
  useEffect(() => {
    // Remembered for this tab, so that navigating inside the app and reloading keep the way back.
    if (app) storeBackLink(shellSettings.backLinkStorageKey, app);
  }, [app]);
  if (!app) return null;
  return (
    <a
      className="shell-previous-app"
      href={app.url}
      aria-label={shellTexts.previousApp(app.shortName)}
      data-testid="previous-app"
      onClick={(event) => {
        if (!openedInNewTab()) return;
        event.preventDefault();
        window.close();
        // A tab the browser refuses to close (not opened by a script) goes to the app instead.
        window.setTimeout(() => window.location.assign(app.url), 300);
      }}
    >
      <span aria-hidden="true">‹</span>
      {app.shortName}
    </a>
  );
}

import { useEffect } from 'react';
import { APP_NAME } from '../api/settings';

/** Every page sets the browser title to the app title plus the page title and scrolls to the top. */
export function usePageTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${APP_NAME} – ${pageTitle}` : APP_NAME;
  }, [pageTitle]);
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, []);
}

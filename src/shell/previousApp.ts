import type { UserApp } from '../../generated/portal/model';

export interface PreviousApp {
  shortName: string;
  url: string;
}

/**
 * The portal app the visitor came from, found by matching the referrer against each app's regex
 * matcher. The app itself (its matcher matches the current address) is never the previous app. A stored
 * back-link overrides the match. Invalid expressions are skipped.
 */
export function matchPreviousApp(referrer: string, apps: readonly UserApp[] | undefined, currentHref: string, stored?: PreviousApp): PreviousApp | undefined {
  if (stored?.shortName && stored.url) return stored;
  if (!referrer || !apps) return undefined;
  for (const app of apps) {
    let matcher: RegExp;
    try {
      matcher = new RegExp(app.matcher);
    } catch {
      continue;
    }
    if (matcher.test(currentHref)) continue;
    if (matcher.test(referrer)) return { shortName: app.shortName, url: app.url };
  }
  return undefined;
}

export function readStoredBackLink(key: string): PreviousApp | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<PreviousApp>;
    return typeof parsed.shortName === 'string' && typeof parsed.url === 'string' ? { shortName: parsed.shortName, url: parsed.url } : undefined;
  } catch {
    return undefined;
  }
}

export function storeBackLink(key: string, app: PreviousApp): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(app));
  } catch {
    // storage unavailable: the referrer match still works for this page load
  }
}

/** The app was opened in a new tab or window: going back means closing it. */
export function openedInNewTab(win: Pick<Window, 'opener' | 'history'> = window): boolean {
  return !!win.opener || win.history.length === 1;
}

/**
 * Sign-in and sign-out by user kind:
 * - pvp or usp users are sent to the site root (their portal network signs them in and out);
 * - everybody else goes to the portal's sign-in page, with the current path and hash as return address
 *   when return-after-login is on, and to the portal's logout page on sign-out;
 * - in the alternative local-login mode, sign-in is a local login page with a `fromUrl` hash, and sign-out
 *   is GET ./logout (with credentials) followed by a reload. A failing logout is only logged.
 * The session-ticket cookie is cleared on sign-out and after expiry unless the user is pvp.
 */
import { logout } from '../../generated/app/hooks/auth/auth';
import type { AuthUser } from '../../generated/app/model';
import { browser } from './browser';
import { postLog } from './log';
import { ANONYMOUS_USERNAME } from './queries';
import { settings } from './settings';

export function isLoggedIn(user: AuthUser | undefined): boolean {
  return !!user && user.username !== ANONYMOUS_USERNAME;
}

/** Users whose portal network (PVP, USP) handles sign-in and sign-out. */
function signsInAtSiteRoot(user: AuthUser | undefined): boolean {
  return !!user && (user.pvp || user.usp);
}

/** The current path, query and hash: where the sign-in page sends the user back to. */
export function currentReturnAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function portalPage(path: string): string {
  return `${settings.portalBase.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** The portal's sign-in page, with the return address when return-after-login is on. */
export function portalSignInUrl(returnTo: string = currentReturnAddress()): string {
  const page = portalPage(settings.portalSignInPath);
  if (!settings.returnAfterLogin) return page;
  return `${page}?${settings.returnToParam}=${encodeURIComponent(returnTo)}`;
}

function portalSignOutUrl(): string {
  return portalPage(settings.portalSignOutPath);
}

/** The local login page of the alternative mode: the return address as absolute URL in the `fromUrl` hash. */
function localSignInUrl(returnTo: string = currentReturnAddress()): string {
  const from = new URL(returnTo, window.location.href).href;
  return `${settings.localLoginPage}#fromUrl=${encodeURIComponent(from)}`;
}

/** Where sign-in sends this user. */
function signInUrl(returnTo: string = currentReturnAddress(), user?: AuthUser): string {
  if (signsInAtSiteRoot(user)) return '/';
  if (settings.localLogin) return localSignInUrl(returnTo);
  return portalSignInUrl(returnTo);
}

export function signIn(returnTo: string = currentReturnAddress(), user?: AuthUser): void {
  browser.assign(signInUrl(returnTo, user));
}

/** Clears the session-ticket cookie, unless the user is pvp. */
function clearSessionTicket(user: AuthUser | undefined): void {
  if (user?.pvp) return;
  document.cookie = `${settings.sessionTicketCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

export async function signOut(user: AuthUser | undefined): Promise<void> {
  clearSessionTicket(user);
  if (signsInAtSiteRoot(user)) {
    browser.assign('/');
    return;
  }
  if (!settings.localLogin) {
    browser.assign(portalSignOutUrl());
    return;
  }
  try {
    await logout();
  } catch (error) {
    // A logout failure is only logged, with no message to the user.
    const message = `Logout failed: ${error instanceof Error ? error.message : String(error)}`;
    console.warn(message);
    void postLog('WARN', message);
  }
  browser.reload();
}

/**
 * What the next request after session expiry does: a signed-in user goes to the sign-in and back
 * to the current page (the session ticket cleared unless pvp); with return-after-login off, or for a
 * visitor who was not signed in, the page reloads.
 */
export function afterExpiry(user: AuthUser | undefined): void {
  if (isLoggedIn(user) && settings.returnAfterLogin) {
    clearSessionTicket(user);
    signIn(currentReturnAddress(), user);
    return;
  }
  clearSessionTicket(user);
  browser.reload();
}

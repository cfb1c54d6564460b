/**
 * Where the app's backends live: the app API relative to the current directory, the
 * portal one level up in the portal app's directory. A deployment overrides them at build time with
 * VITE_APP_API_BASE / VITE_PORTAL_BASE. The sign-in settings live here as well.
 */
export const APP_NAME = 'IPPC Austria';

const env = import.meta.env as Record<string, string | undefined>;
const flag = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : value === 'true' || value === '1');

export const settings = {
  appApiBase: env.VITE_APP_API_BASE ?? '.',
  portalBase: env.VITE_PORTAL_BASE ?? '../portal',
  /** Request time-out. */
  requestTimeoutMs: 60_000,
  /** The portal's sign-in and sign-out pages (relative to the portal base; the spec does not show them). */
  portalSignInPath: env.VITE_PORTAL_SIGN_IN_PATH ?? '/login',
  portalSignOutPath: env.VITE_PORTAL_SIGN_OUT_PATH ?? '/logout',
  /** The query parameter of the portal sign-in page that carries the return address. */
  returnToParam: 'returnUrl',
  /** The sign-in page sends the user back to where they were ('return-after-login'). */
  returnAfterLogin: flag(env.VITE_RETURN_AFTER_LOGIN, true),
  /**
   * Alternative mode: a local login page (with a fromUrl hash) and a local logout request
   * (GET ./logout, then reload) instead of the portal's pages.
   */
  localLogin: flag(env.VITE_LOCAL_LOGIN, false),
  localLoginPage: env.VITE_LOCAL_LOGIN_PAGE ?? './login.html',
  /** The not-permitted page sends anonymous visitors to the sign-in; this setting can turn it off. */
  redirectAnonymousToSignIn: flag(env.VITE_REDIRECT_ANONYMOUS_TO_SIGN_IN, true),
  /** The session-ticket cookie cleared on sign-out and after expiry unless the user is pvp. */
  sessionTicketCookie: env.VITE_SESSION_TICKET_COOKIE ?? 'SESSION_TICKET',
};

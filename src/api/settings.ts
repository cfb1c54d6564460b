/**
 * Where the app's backends live (spec §3 'Settings'): the app API relative to the current directory, the
 * portal one level up in the portal app's directory. A deployment overrides them at build time with
 * VITE_APP_API_BASE / VITE_PORTAL_BASE.
 */
export const APP_NAME = 'IPPC Austria';

const env = import.meta.env as Record<string, string | undefined>;

export const settings = {
  appApiBase: env.VITE_APP_API_BASE ?? '.',
  portalBase: env.VITE_PORTAL_BASE ?? '../portal',
  /** Request time-out, spec §9. */
  requestTimeoutMs: 60_000,
};

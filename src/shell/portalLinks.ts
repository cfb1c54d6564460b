import { settings } from '../api/settings';

/**
 * URLs of the portal app one directory level above the app (spec §1, §3 'Settings'). Sign-in and sign-out
 * URL building belongs to the session work (issue 3); until it lands in src/api or src/state the shell
 * uses these.
 */
export const portalBase = settings.portalBase.replace(/\/$/, '');

export function portalUrl(path = ''): string {
  return `${portalBase}/${path.replace(/^\//, '')}`;
}

/** The address to return to after sign-in: the current path plus hash. */
export function currentReturnAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** The portal's sign-in page with the return address (spec §2.3, §4). */
export function portalSignInUrl(returnTo: string = currentReturnAddress()): string {
  return `${portalUrl('login')}?returnUrl=${encodeURIComponent(returnTo)}`;
}

export function portalSignOutUrl(): string {
  return portalUrl('logout');
}

export const portalLinks = {
  home: portalUrl(),
  profile: portalUrl('benutzerverwaltung/profil'),
  password: portalUrl('benutzerverwaltung/passwort'),
  about: portalUrl('ueber'),
  imprint: portalUrl('impressum'),
  accessibility: portalUrl('barrierefreiheit'),
  privacy: portalUrl('datenschutz'),
  helpdesk: portalUrl('helpdesk'),
  onlineHelp: portalUrl('hilfe'),
  notifications: portalUrl('nachrichten'),
};

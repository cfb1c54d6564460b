import { settings } from '../api/settings';

/**
 * URLs of the portal app one directory level above the app. Sign-in and sign-out
 * live in src/api/auth.ts.
 */
const portalBase = settings.portalBase.replace(/\/$/, '');

function portalUrl(path = ''): string {
  return `${portalBase}/${path.replace(/^\//, '')}`;
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

import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../generated/app/model';
import type { UserApp } from '../../generated/portal/model';
import userApps from '../../openapi/examples/portal/user-apps.json';
import anonymous from '../../openapi/examples/app/user-anonymous.json';
import authority from '../../openapi/examples/app/user-authority.json';
import oidc from '../../openapi/examples/app/user-oidc.json';
import owner from '../../openapi/examples/app/user-owner.json';
import pvp from '../../openapi/examples/app/user-pvp.json';
import usp from '../../openapi/examples/app/user-usp.json';
import { clampSidebarWidth, initialSidebar } from '../state/sidebar';
import { environmentLabel } from './environment';
import { portalShortName } from './Footer';
import { notificationDate } from './notificationFormat';
import { isActivePath } from './navigation';
import { matchPreviousApp, openedInNewTab } from './previousApp';
import { widthForKey } from './Sidebar';
import { userDisplayNames, userMenuItems } from './UserMenu';

const apps = userApps.value as UserApp[];
const SELF = 'http://portal.example.at/ippc/#/start';

describe('previous app', () => {
  it('matches the referrer against the regex matchers of the portal apps', () => {
    expect(matchPreviousApp('https://portal.example.at/edm/meine-daten', apps, SELF)).toEqual({ shortName: 'EDM', url: '../edm/' });
    expect(matchPreviousApp('https://portal.example.at/eab/', apps, SELF)?.shortName).toBe('eAB');
    expect(matchPreviousApp('https://portal.example.at/edm/eras/x', apps, SELF)?.shortName).toBe('eRAS');
  });
  it('never offers the app itself, an unknown referrer or none', () => {
    expect(matchPreviousApp('https://portal.example.at/ippc/#/faq', apps, SELF)).toBeUndefined();
    expect(matchPreviousApp('https://www.google.at/', apps, SELF)).toBeUndefined();
    expect(matchPreviousApp('', apps, SELF)).toBeUndefined();
    expect(matchPreviousApp('https://portal.example.at/eab/', undefined, SELF)).toBeUndefined();
  });
  it('a stored back-link overrides the match; an invalid matcher is skipped', () => {
    expect(matchPreviousApp('https://portal.example.at/eab/', apps, SELF, { shortName: 'EMREG', url: '../emreg/' })?.shortName).toBe('EMREG');
    expect(matchPreviousApp('https://x/y', [{ id: 'bad', name: 'B', shortName: 'B', url: '/', matcher: '(' }, { id: 'ok', name: 'O', shortName: 'O', url: '/o', matcher: '^https://x/' }], SELF)?.shortName).toBe('O');
  });
  it('closes the tab when opened in a new one', () => {
    expect(openedInNewTab({ opener: {} as Window, history: { length: 3 } as History })).toBe(true);
    expect(openedInNewTab({ opener: null, history: { length: 1 } as History })).toBe(true);
    expect(openedInNewTab({ opener: null, history: { length: 2 } as History })).toBe(false);
  });
  it("the footer's about link carries the portal's short name", () => {
    expect(portalShortName(apps)).toBe('EDM');
    expect(portalShortName(undefined)).toBe('EDM');
  });
});

describe('notifications', () => {
  const now = new Date('2026-03-31T12:00:00');
  // Within 30 days relative, older the long date, in German; a date a little ahead of the browser's clock
  // (the server's runs ahead) reads as now, not 'in …'.
  it.each([
    ['2026-03-28T12:00:00', 'vor 3 Tagen'],
    ['2026-03-31T11:00:00', 'vor etwa 1 Stunde'],
    ['2026-03-01T12:00:00', 'vor etwa 1 Monat'],
    ['2026-02-28T12:00:00', '28. Februar 2026'],
    ['2025-12-03T08:00:00', '3. Dezember 2025'],
    ['kein Datum', ''],
    ['2026-03-31T12:00:20', 'vor weniger als 1 Minute'],
    ['2026-03-31T12:00:00', 'vor weniger als 1 Minute'],
    ['2026-03-31T11:58:00', 'vor 2 Minuten'],
    ['2026-04-02T12:00:00', '2. April 2026'],
  ])('a notification dated %s reads "%s"', (date, shown) => {
    expect(notificationDate(date, now)).toBe(shown);
  });
});

describe('user menu per visitor kind', () => {
  const labels = (user: unknown) => userMenuItems(user as AuthUser).map((item) => item.label);
  it('not logged in', () => expect(labels(anonymous.value)).toEqual(['Nicht angemeldet', 'Anmelden']));
  it('usp', () => expect(labels(usp.value)).toEqual(['Zurück zum Unternehmensserviceportal']));
  it('pvp', () => expect(labels(pvp.value)).toEqual(['Zurück zum PVP-Portal']));
  for (const [kind, user] of [['owner', owner.value], ['authority', authority.value], ['oidc', oidc.value]] as const) {
    it(kind, () => expect(labels(user)).toEqual(['Mein Benutzer:innenprofil', 'Passwort ändern', 'Abmelden']));
  }
  it('the portal-integrated users go back to the site root; profile and password open a new window', () => {
    expect(userMenuItems(pvp.value as AuthUser)[0]).toMatchObject({ href: '/' });
    expect(userMenuItems(usp.value as AuthUser)[0]).toMatchObject({ href: '/' });
    expect(userMenuItems(owner.value as AuthUser).slice(0, 2).every((item) => item.kind === 'link' && item.newWindow)).toBe(true);
  });
  it("shows the main user's name only when the current user is not the main user", () => {
    expect(userDisplayNames(usp.value as AuthUser)).toEqual({ name: 'Thomas Beispiel', mainUserName: 'Mustermoos Zement GmbH & Co KG' });
    expect(userDisplayNames(owner.value as AuthUser)).toEqual({ name: 'Maria Mustermann', mainUserName: undefined });
    expect(userDisplayNames(anonymous.value as AuthUser)).toBeUndefined();
  });
});

describe('environment, layout and sidebar', () => {
  it('German environment labels; unknown kinds', () => {
    expect(environmentLabel('TEST')).toBe('Testumgebung');
    expect(environmentLabel('SOMETHING')).toBe('Unbekannte Umgebung');
    expect(environmentLabel(undefined)).toBe('Unbekannte Umgebung');
    expect(environmentLabel('toString')).toBe('Unbekannte Umgebung');
  });
  it('sidebar defaults per layout and resize limits', () => {
    expect(initialSidebar('Mobile')).toEqual({ isOpen: false, width: 0, expandedWidth: 340 });
    expect(initialSidebar('Tablet')).toEqual({ isOpen: false, width: 32, expandedWidth: 340 });
    expect(initialSidebar('Desktop')).toEqual({ isOpen: true, width: 340, expandedWidth: 340 });
    expect(clampSidebarWidth(100)).toBe(220);
    expect(clampSidebarWidth(900)).toBe(600);
    expect(widthForKey('ArrowRight', 340, false)).toBe(350);
    expect(widthForKey('ArrowLeft', 340, true)).toBe(290);
    expect(widthForKey('Home', 340, false)).toBe(220);
    expect(widthForKey('End', 340, false)).toBe(600);
    expect(widthForKey('a', 340, false)).toBeUndefined();
  });
});

describe('navigation links', () => {
  it('an entry is highlighted on its path and its sub-paths only', () => {
    expect(isActivePath('/installations', '/installations')).toBe(true);
    expect(isActivePath('/installations', '/installations/AT-IPPC-000001')).toBe(true);
    expect(isActivePath('/installations', '/installationsX')).toBe(false);
    expect(isActivePath('/start', '/installations')).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../generated/app/model';
import { UNIT_WAIT } from '../../tests/unit/wait';

const fetchMock = await vi.hoisted(async () => (await import('./testing')).installFetchMock());

const auth = await import('./auth');
const { browser } = await import('./browser');
const { settings } = await import('./settings');

const user = (kind: Partial<AuthUser> = {}): AuthUser => ({
  username: 'm.mustermann',
  mainUser: true,
  authorities: [{ authority: 'ROLE_NATIPPC_REGISTERED' }],
  pvp: false,
  usp: false,
  oidc: false,
  ...kind,
});

describe('sign-in and sign-out by user kind', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let reload: ReturnType<typeof vi.spyOn>;
  const saved = { ...settings };

  beforeEach(() => {
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/ippc/#/installations/AT-IPPC-000001');
    document.cookie = `${settings.sessionTicketCookie}=abc; path=/`;
    fetchMock.requests.length = 0;
  });
  afterEach(() => Object.assign(settings, saved));

  it('the portal sign-in page carries the current path and hash as return address', () => {
    expect(auth.portalSignInUrl()).toBe('../portal/login?returnUrl=%2Fippc%2F%23%2Finstallations%2FAT-IPPC-000001');
    expect(auth.portalSignInUrl('/ippc/#/faq')).toBe('../portal/login?returnUrl=%2Fippc%2F%23%2Ffaq');
    settings.returnAfterLogin = false;
    expect(auth.portalSignInUrl('/ippc/#/faq')).toBe('../portal/login');
  });

  it('sign-in: pvp or usp users go to the site root, others to the portal sign-in', () => {
    auth.signIn('/ippc/#/faq', user({ pvp: true }));
    auth.signIn('/ippc/#/faq', user({ usp: true }));
    auth.signIn('/ippc/#/faq');
    expect(assign.mock.calls.map((call: unknown[]) => call[0])).toEqual(['/', '/', '../portal/login?returnUrl=%2Fippc%2F%23%2Ffaq']);
  });

  it('sign-in in the local-login mode: the local page with a fromUrl hash', () => {
    settings.localLogin = true;
    auth.signIn('/ippc/#/faq');
    expect(assign).toHaveBeenCalledWith(`./login.html#fromUrl=${encodeURIComponent(`${window.location.origin}/ippc/#/faq`)}`);
  });

  it('sign-out: pvp keeps the session ticket and goes to the site root', async () => {
    await auth.signOut(user({ pvp: true }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(document.cookie).toContain(`${settings.sessionTicketCookie}=abc`);
  });

  it('sign-out: usp goes to the site root, the ticket cleared', async () => {
    await auth.signOut(user({ usp: true }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(document.cookie).not.toContain(`${settings.sessionTicketCookie}=abc`);
  });

  it('sign-out: others go to the portal logout page, the ticket cleared', async () => {
    await auth.signOut(user({ oidc: true }));
    expect(assign).toHaveBeenCalledWith('../portal/logout');
    expect(document.cookie).not.toContain(`${settings.sessionTicketCookie}=abc`);
  });

  it('sign-out in the local-login mode: GET ./logout with credentials, then reload', async () => {
    settings.localLogin = true;
    fetchMock.handler = () => new Response(null, { status: 204 });
    await auth.signOut(user());
    // The app API base is the app's directory (here the root the transport was created in): ./logout.
    expect(fetchMock.requests.map((r) => [r.method, r.url, r.credentials])).toEqual([['GET', `${window.location.origin}/logout`, 'same-origin']]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failing logout is only logged (console and POST /api/log), with no message to the user', async () => {
    settings.localLogin = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.handler = (request) => (request.url.endsWith('/logout') ? new Response('nope', { status: 500 }) : new Response(null, { status: 204 }));
    await expect(auth.signOut(user())).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Logout failed: GET \/logout failed with HTTP 500/));
    await vi.waitFor(() => expect(fetchMock.requests.some((r) => r.url.endsWith('/api/log'))).toBe(true), UNIT_WAIT);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after expiry a signed-in user signs in again and comes back; an anonymous visitor reloads', () => {
    auth.afterExpiry(user());
    expect(assign).toHaveBeenCalledWith('../portal/login?returnUrl=%2Fippc%2F%23%2Finstallations%2FAT-IPPC-000001');
    expect(document.cookie).not.toContain(`${settings.sessionTicketCookie}=abc`);
    auth.afterExpiry(undefined);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

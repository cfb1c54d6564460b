import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../generated/app/model';
import { browser } from '../../api/browser';
import { ANONYMOUS_USER, AUTH_QUERY_KEY, envQuery } from '../../api/queries';
import { LAST_RESPONSE_KEY, noteResponse } from '../../api/requestTracking';
import { clearSessionExpired, isSessionExpired } from '../../api/sessionExpiry';
import { expiryTime, formatCountdown, sessionPhase, sessionRejectedAtom, showsWarningDialog } from '../../state/session';
import { isAnnouncementStep } from './useSessionWarning';
import { SessionWarnings } from './SessionWarnings';
// Loaded up front: React.lazy's import must not wait for real I/O under fake timers.
import './SessionDialogs';
import '../../components/dialog/MessageDialog';

const fetchMock = await vi.hoisted(async () => (await import('../../api/testing')).installFetchMock());
const { jsonResponse } = await import('../../api/testing');

const MIN = 60_000;
const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const owner: AuthUser = { username: 'm.mustermann', mainUser: true, authorities: [], pvp: false, usp: false, oidc: false };

function renderWarnings({ user = owner, sessionTimeout = 1800, onExpired }: { user?: AuthUser; sessionTimeout?: number; onExpired?: () => void } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  client.setQueryData(AUTH_QUERY_KEY, user);
  client.setQueryData(envQuery().queryKey, { environment: 'TEST', sessionTimeout });
  const store = createStore();
  const view = render(
    <QueryClientProvider client={client}>
      <Provider store={store}>
        <button type="button">Vorher</button>
        <SessionWarnings onExpired={onExpired} />
      </Provider>
    </QueryClientProvider>,
  );
  return { ...view, store, client };
}

const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // Let React.lazy's (already loaded) dialog module resolve and the Suspense boundary retry.
  for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
};
const banner = () => screen.queryByTestId('session-banner');

describe('session state rules', () => {
  it('expiry = last response + sessionTimeout; mm:ss countdown', () => {
    expect(expiryTime(T0, 1800)).toBe(T0 + 30 * MIN);
    expect(expiryTime(undefined, 1800)).toBeUndefined();
    expect(formatCountdown(10 * MIN)).toBe('10:00');
    expect(formatCountdown(9 * MIN + 59_001)).toBe('10:00');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('phases: idle outside the window, aboutToExpire within, expired at 0, closed variants kept', () => {
    expect(sessionPhase(10 * MIN + 1, 'idle')).toBe('idle');
    expect(sessionPhase(10 * MIN, 'idle')).toBe('aboutToExpire');
    expect(sessionPhase(4 * MIN, 'aboutToExpireClosed')).toBe('aboutToExpireClosed');
    expect(sessionPhase(0, 'aboutToExpireClosed')).toBe('expired');
    expect(sessionPhase(0, 'expiredClosed')).toBe('expiredClosed');
    expect(sessionPhase(20 * MIN, 'expiredClosed')).toBe('idle');
    expect(showsWarningDialog('aboutToExpire', 5 * MIN)).toBe(true);
    expect(showsWarningDialog('aboutToExpire', 5 * MIN + 1)).toBe(false);
  });

  it('announces at each full minute and at 30 and 10 seconds only', () => {
    const steps = Array.from({ length: 600 }, (_, i) => 600 - i).filter(isAnnouncementStep);
    expect(steps).toEqual([600, 540, 480, 420, 360, 300, 240, 180, 120, 60, 30, 10]);
  });
});

describe('session warnings in the browser', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    localStorage.setItem(LAST_RESPONSE_KEY, String(T0));
    fetchMock.handler = () => jsonResponse({ environment: 'TEST', sessionTimeout: 1800 });
    fetchMock.requests.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSessionExpired();
  });

  it('nothing runs before the warning window: one timer waits for it, no ticking', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    renderWarnings();
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 20 * MIN);
    await advance(20 * MIN - 1);
    expect(banner()).toBeNull();
    expect(setIntervalSpy).not.toHaveBeenCalled();
    await advance(1);
    expect(banner()).not.toBeNull();
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 1000);
  });

  it('the banner at 10 minutes with a countdown ticking every second', async () => {
    renderWarnings();
    await advance(20 * MIN);
    expect(banner()).toHaveTextContent(
      'Ihre Sitzung läuft in 10:00 Minuten ab. Speichern Sie neue bzw. veränderte Daten, damit diese nicht verloren gehen.',
    );
    await advance(1000);
    expect(banner()).toHaveTextContent('Ihre Sitzung läuft in 09:59 Minuten ab.');
    await advance(61_000);
    expect(banner()).toHaveTextContent('Ihre Sitzung läuft in 08:58 Minuten ab.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the countdown is announced politely at steps, not every second', async () => {
    renderWarnings();
    const live = screen.getByTestId('session-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await advance(20 * MIN);
    expect(live).toHaveTextContent('Ihre Sitzung läuft in 10:00 Minuten ab.');
    await advance(30_000);
    expect(live).toHaveTextContent('Ihre Sitzung läuft in 10:00 Minuten ab.');
    await advance(30_000);
    expect(live).toHaveTextContent('Ihre Sitzung läuft in 09:00 Minuten ab.');
    expect(banner()?.getAttribute('aria-live')).toBeNull();
  });

  it('the "Sitzungsablauf" dialog at 5 minutes; "Sitzung verlängern" extends through GET /api/env', async () => {
    renderWarnings();
    screen.getByRole('button', { name: 'Vorher' }).focus();
    await advance(25 * MIN);
    const dialog = screen.getByRole('alertdialog', { name: 'Sitzungsablauf' });
    expect(dialog).toHaveTextContent('Ihre Sitzung läuft in 05:00 Minuten ab.');
    await advance(50);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sitzung verlängern' }));
    await advance(10);
    expect(fetchMock.requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', '/api/env']]);
    expect(Number(localStorage.getItem(LAST_RESPONSE_KEY))).toBeGreaterThan(T0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(banner()).toBeNull();
    await advance(50);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vorher' }));
  });

  it('"Schließen" closes the dialog (closed variant) while the banner keeps counting', async () => {
    renderWarnings();
    await advance(26 * MIN);
    fireEvent.click(screen.getAllByRole('button', { name: 'Schließen' }).at(-1) as HTMLElement);
    await advance(1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(banner()).toHaveTextContent('Ihre Sitzung läuft in 03:59 Minuten ab.');
  });

  it('at expiry: the expired dialog, the expiry handler called once, and the next request signs in again', async () => {
    const onExpired = vi.fn();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderWarnings({ onExpired });
    await advance(30 * MIN);
    const dialog = screen.getByRole('alertdialog', { name: 'Sitzung abgelaufen' });
    expect(dialog).toHaveTextContent('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    expect(dialog).toHaveTextContent(/Dialog schließen, um nicht gespeicherte Änderungen zu sichern/);
    expect(screen.getByRole('button', { name: 'Zur Anmeldemaske' })).toBeInTheDocument();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(isSessionExpired()).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Schließen' }).at(-1) as HTMLElement);
    await advance(10);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(banner()).toHaveTextContent('Ihre Sitzung ist abgelaufen.');
    expect(onExpired).toHaveBeenCalledTimes(1);

    const { getEnv } = await import('../../../generated/app/hooks/env/env');
    await expect(getEnv()).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(fetchMock.requests).toHaveLength(0);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\.\.\/portal\/login\?returnUrl=/));
  });

  it('"Zur Anmeldemaske" goes to the sign-in and back to the current page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderWarnings({ user: { ...owner, pvp: true } });
    await advance(30 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Zur Anmeldemaske' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shared by every tab: a response in another tab (storage event) ends the warning', async () => {
    renderWarnings();
    await advance(26 * MIN);
    expect(screen.getByRole('alertdialog', { name: 'Sitzungsablauf' })).toBeInTheDocument();
    const later = Date.now();
    localStorage.setItem(LAST_RESPONSE_KEY, String(later));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LAST_RESPONSE_KEY, newValue: String(later) }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(banner()).toBeNull();
  });

  it('a response in this tab restarts the clock', async () => {
    renderWarnings();
    await advance(21 * MIN);
    expect(banner()).not.toBeNull();
    act(() => noteResponse(Date.now()));
    expect(banner()).toBeNull();
  });

  it('anonymous visitors get no session warnings', async () => {
    renderWarnings({ user: ANONYMOUS_USER });
    await advance(31 * MIN);
    expect(banner()).toBeNull();
    expect(isSessionExpired()).toBe(false);
  });

  it('a 401 for a signed-in user means the session is gone: the expired dialog at once', async () => {
    const { store } = renderWarnings();
    act(() => store.set(sessionRejectedAtom, true));
    await advance(10);
    expect(screen.getByRole('alertdialog', { name: 'Sitzung abgelaufen' })).toBeInTheDocument();
  });
});

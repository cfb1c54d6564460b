import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { afterExpiry, isLoggedIn } from '../../api/auth';
import { authUserQuery, envQuery } from '../../api/queries';
import { readLastResponse, subscribeLastResponse } from '../../api/requestTracking';
import { clearSessionExpired, markSessionExpired, setAfterExpiryAction } from '../../api/sessionExpiry';
import type { AuthUser } from '../../../generated/app/model';
import {
  expiryTime,
  SESSION_BANNER_MS,
  SESSION_TICK_MS,
  sessionPhase,
  sessionRejectedAtom,
  showsWarningDialog,
  type SessionPhase,
} from '../../state/session';

/** The last-response time of any tab: updated by this tab's responses and by the storage event of others. */
function useLastResponse(): number | undefined {
  return useSyncExternalStore(subscribeLastResponse, readLastResponse, () => undefined);
}

export interface SessionWarningState {
  user: AuthUser | undefined;
  phase: SessionPhase;
  /** Milliseconds until expiry, once within the warning window. */
  remainingMs: number | undefined;
  dialog: boolean;
  dismiss: () => void;
}

/**
 * The session-expiry warning for a signed-in user: expiry = last response (shared by every tab) +
 * sessionTimeout. Nothing runs until the warning window: one timer waits for it, then a 1 s tick counts
 * down. At expiry the application's handler runs once (`onExpired`, default: flag the expiry so that the next
 * request reloads or signs in again).
 */
export function useSessionWarning(onExpired?: () => void): SessionWarningState {
  const user = useQuery(authUserQuery()).data;
  const env = useQuery(envQuery()).data;
  const loggedIn = isLoggedIn(user);
  const lastResponse = useLastResponse();
  const rejected = useAtomValue(sessionRejectedAtom);
  const expiry = loggedIn ? expiryTime(lastResponse, env?.sessionTimeout) : undefined;
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState<{ expiry: number | undefined; phase: SessionPhase } | undefined>();

  // What the next request after expiry does depends on who the user is.
  useEffect(() => setAfterExpiryAction(() => afterExpiry(user)), [user]);

  useEffect(() => {
    setNow(Date.now());
    if (expiry === undefined) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= expiry && interval !== undefined) clearInterval(interval);
    };
    const start = () => {
      tick();
      if (Date.now() < expiry) interval = setInterval(tick, SESSION_TICK_MS);
    };
    const untilWindow = expiry - SESSION_BANNER_MS - Date.now();
    const timeout = untilWindow > 0 ? setTimeout(start, untilWindow) : undefined;
    if (untilWindow <= 0) start();
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [expiry]);

  const remainingMs = rejected && loggedIn ? 0 : expiry === undefined ? undefined : expiry - now;
  const previous = dismissed && dismissed.expiry === expiry ? dismissed.phase : 'idle';
  const phase = sessionPhase(remainingMs, previous);
  const expired = phase === 'expired' || phase === 'expiredClosed';

  useEffect(() => {
    if (!expired) {
      clearSessionExpired();
      return;
    }
    markSessionExpired();
    onExpired?.();
  }, [expired, onExpired]);

  const dismiss = useCallback(() => {
    setDismissed({ expiry, phase: expired ? 'expiredClosed' : 'aboutToExpireClosed' });
  }, [expiry, expired]);

  return { user, phase, remainingMs: phase === 'idle' ? undefined : remainingMs, dialog: showsWarningDialog(phase, remainingMs) || phase === 'expired', dismiss };
}

/** Steps at which the countdown is announced to screen readers: each full minute, 30 s and 10 s. */
export function isAnnouncementStep(seconds: number): boolean {
  return seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);
}

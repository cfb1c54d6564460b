import { atom } from 'jotai';
import type { AuthUser } from '../../generated/app/model';
import { isLoggedIn } from '../api/auth';

export { isLoggedIn };

/** Roles are the authority strings without their ROLE_ prefix. */
export function rolesOf(user: AuthUser | undefined): string[] {
  return (user?.authorities ?? []).map((entry) => entry.authority.replace(/^ROLE_/, ''));
}

/** The banner 10 minutes before expiry, the dialog 5 minutes before, a tick every second. */
export const SESSION_BANNER_MS = 10 * 60_000;
const SESSION_DIALOG_MS = 5 * 60_000;
export const SESSION_TICK_MS = 1_000;

/**
 * The session-expiry warning: idle, aboutToExpire (banner from 10 min, dialog from 5 min), expired, and the
 * closed variants after the user dismissed the dialog.
 */
export type SessionPhase = 'idle' | 'aboutToExpire' | 'aboutToExpireClosed' | 'expired' | 'expiredClosed';

/** Expiry = time of the last server response + sessionTimeout (seconds). */
export function expiryTime(lastResponseAt: number | undefined, sessionTimeoutSeconds: number | undefined): number | undefined {
  if (lastResponseAt === undefined || !sessionTimeoutSeconds) return undefined;
  return lastResponseAt + sessionTimeoutSeconds * 1000;
}

/** Remaining milliseconds as mm:ss (minutes may exceed 59 only outside the warning window). */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The phase for a remaining time, keeping a dismissal: a closed dialog stays closed until the session is
 * extended (remaining time back outside the dialog window) or it expires.
 */
export function sessionPhase(remainingMs: number | undefined, previous: SessionPhase): SessionPhase {
  if (remainingMs === undefined || remainingMs > SESSION_BANNER_MS) return 'idle';
  if (remainingMs <= 0) return previous === 'expiredClosed' ? 'expiredClosed' : 'expired';
  if (previous === 'aboutToExpireClosed') return 'aboutToExpireClosed';
  return 'aboutToExpire';
}

/** Whether the 'Sitzungsablauf' dialog shows (5 minutes before expiry, not dismissed). */
export function showsWarningDialog(phase: SessionPhase, remainingMs: number | undefined): boolean {
  return phase === 'aboutToExpire' && remainingMs !== undefined && remainingMs <= SESSION_DIALOG_MS;
}

/** Set when the server rejects a signed-in user's request with 401: the session is gone already. */
export const sessionRejectedAtom = atom(false);

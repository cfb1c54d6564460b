import { atom, type createStore } from 'jotai';
import { AUTH_QUERY_KEY } from '../../api/queries';
import { isApiError, isFirewallRejection, isTimeout } from '../../api/errors';
import { sessionRejectedAtom } from '../../state/session';
import type { GlobalErrorSink } from '../queryClient';

/** The errors that concern the whole app and open a dialog. */
export type GlobalError = { kind: 'firewall'; html: string } | { kind: 'timeout'; method: string; path: string; timeoutMs: number };

export const globalErrorAtom = atom<GlobalError | undefined>(undefined);

export function classifyGlobalError(error: unknown): GlobalError | undefined {
  if (isFirewallRejection(error)) return { kind: 'firewall', html: error.body };
  if (isTimeout(error)) return { kind: 'timeout', method: error.method, path: error.path, timeoutMs: error.timeoutMs };
  return undefined;
}

type Store = ReturnType<typeof createStore>;

/**
 * The QueryCache/MutationCache onError of the app: a firewall 400 or a time-out opens its dialog (the
 * first one wins while a dialog is open); a 401 on anything but the user fetch tells the session machinery
 * that the server no longer knows the session.
 */
export function createGlobalErrorSink(store: Store): GlobalErrorSink {
  return (error, source) => {
    const global = classifyGlobalError(error);
    if (global) {
      if (!store.get(globalErrorAtom)) store.set(globalErrorAtom, global);
      return;
    }
    const isAuthQuery = source.key?.[0] === AUTH_QUERY_KEY[0];
    if (isApiError(error) && error.kind === 'http' && error.status === 401 && !isAuthQuery) store.set(sessionRejectedAtom, true);
  };
}

import { focusManager, MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** 3 retries. */
const MAX_RETRIES = 3;
/**
 * A failed attempt that took longer than this is not retried: a server that needs this long to fail will
 * not do better a second later, and the user would wait minutes for the message.
 */
const RETRY_ATTEMPT_LIMIT_MS = 10_000;

/**
 * A failure the server may get over by itself: no answer at all, or 5xx, 408 or 429. Never other 4xx (the
 * firewall 400 included), a time-out, a response that breaks the contract or an expired session.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Retrying helps only for transient failures answered quickly. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error) || error.durationMs > RETRY_ATTEMPT_LIMIT_MS) return false;
  return isTransientFailure(error);
}

/** Doubling backoff from 1 s, at most 30 s. TanStack passes the failures so far minus one: 1 s, 2 s, 4 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export interface GlobalErrorSink {
  /** Query and mutation errors that concern the whole app (firewall 400, time-out, 401). */
  (error: unknown, source: { kind: 'query' | 'mutation'; key: readonly unknown[] | undefined }): void;
}

/**
 * A query whose last fetch failed transiently and that is not fetching: its view shows an error that the
 * next attempt may clear.
 */
function awaitsRecovery(query: Query): boolean {
  return query.state.status === 'error' && query.state.fetchStatus === 'idle' && isTransientFailure(query.state.error);
}

/**
 * Recovery without reload: a query in a transient error is fetched again when the window gets focus back
 * (the tab shown again, or the browser window focused) and when any other request succeeds (the server
 * answers again). When the connection returns, TanStack refetches every query in error (an error marks
 * the query stale). Other queries are not refetched on focus.
 */
function retryRecoverable(client: QueryClient) {
  void client.refetchQueries({ type: 'active', predicate: awaitsRecovery }, { cancelRefetch: false });
}

/** Window focus counts as well as the tab becoming visible (TanStack listens to visibilitychange only). */
function listenForFocus() {
  focusManager.setEventListener((handleFocus) => {
    const listener = () => handleFocus();
    window.addEventListener('visibilitychange', listener);
    window.addEventListener('focus', listener);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

export function createQueryClient(onGlobalError?: GlobalErrorSink): QueryClient {
  if (typeof window !== 'undefined') listenForFocus();
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onGlobalError?.(error, { kind: 'query', key: query.queryKey }),
      onSuccess: () => retryRecoverable(client),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onGlobalError?.(error, { kind: 'mutation', key: mutation.options.mutationKey }),
      onSuccess: () => retryRecoverable(client),
    }),
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: awaitsRecovery,
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
  return client;
}

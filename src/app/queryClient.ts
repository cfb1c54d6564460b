import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** 3 retries. */
export const MAX_RETRIES = 3;
/**
 * A failed attempt that took longer than this is not retried: a server that needs this long to fail will
 * not do better a second later, and the user would wait minutes for the message.
 */
export const RETRY_ATTEMPT_LIMIT_MS = 10_000;

/**
 * Retrying helps only for network failures and 5xx/408/429 answered quickly; never for other
 * 4xx (the firewall 400 included), a time-out, a response that breaks the contract or an expired session.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.durationMs > RETRY_ATTEMPT_LIMIT_MS) return false;
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Doubling backoff from 1 s, at most 30 s. TanStack passes the failures so far minus one: 1 s, 2 s, 4 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export interface GlobalErrorSink {
  /** Query and mutation errors that concern the whole app (firewall 400, time-out, 401). */
  (error: unknown, source: { kind: 'query' | 'mutation'; key: readonly unknown[] | undefined }): void;
}

export function createQueryClient(onGlobalError?: GlobalErrorSink): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onGlobalError?.(error, { kind: 'query', key: query.queryKey }) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => onGlobalError?.(error, { kind: 'mutation', key: mutation.options.mutationKey }) }),
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60_000,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}

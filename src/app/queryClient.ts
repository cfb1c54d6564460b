import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** Retrying helps only for network failures and 5xx/408/429 (DESIGN.md); never for 4xx or a time-out. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  if (!isApiError(error)) return false;
  if (error.name === 'TimeoutError') return false;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Doubling backoff from 1 s, at most 30 s (spec §7.1). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

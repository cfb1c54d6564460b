import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, SessionExpiredError, TimeoutError } from '../api/errors';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';

const http = (status: number, durationMs = 50) => new ApiError({ status, body: undefined, method: 'GET', path: '/api/env', durationMs });

describe('fetch defaults: retries and backoff', () => {
  afterEach(() => vi.useRealTimers());

  it('retries network failures, 5xx, 408 and 429, at most 3 times', () => {
    for (const error of [http(500), http(502), http(503), http(504), http(408), http(429), new ApiError({ status: 0, body: undefined, method: 'GET', path: '/x', kind: 'network' })]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(true);
      expect(shouldRetry(3, error)).toBe(false);
    }
  });

  it('never retries other 4xx, the firewall 400, 401/403, a time-out, a broken contract or an expired session', () => {
    for (const error of [
      http(400),
      http(401),
      http(403),
      http(404),
      new TimeoutError({ method: 'GET', path: '/x', timeoutMs: 60_000 }),
      new ContractError({ status: 200, body: {}, method: 'GET', path: '/x', field: 'a', detail: 'b' }),
      new SessionExpiredError({ method: 'GET', path: '/x' }),
      new Error('render'),
    ]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });

  it('does not retry an attempt that took longer than 10 s to fail', () => {
    expect(shouldRetry(0, http(503, 10_000))).toBe(true);
    expect(shouldRetry(0, http(503, 10_001))).toBe(false);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('offline-first, no refetch on focus, garbage collection after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ networkMode: 'offlineFirst', refetchOnWindowFocus: false, gcTime: 300_000 });
    expect(defaults.mutations).toMatchObject({ networkMode: 'offlineFirst', retry: false });
  });

  it('a 503 is tried 4 times at 0, 1, 3 and 7 s, then the error reaches the global handler once', async () => {
    vi.useFakeTimers();
    const sink = vi.fn();
    const client = createQueryClient(sink);
    const attempts: number[] = [];
    const start = Date.now();
    const result = client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => {
          attempts.push(Date.now() - start);
          return Promise.reject(http(503));
        },
      })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await result).toMatchObject({ status: 503 });
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }), { kind: 'query', key: ['x'] });
  });

  it('a time-out reaches the global handler at once, without retries; mutation errors too', async () => {
    const sink = vi.fn();
    const client = createQueryClient(sink);
    const queryFn = vi.fn(() => Promise.reject(new TimeoutError({ method: 'GET', path: '/api/env', timeoutMs: 60_000 })));
    await client.fetchQuery({ queryKey: ['t'], queryFn }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['m'], mutationFn: () => Promise.reject(http(400)) })
      .execute(undefined)
      .catch(() => undefined);
    expect(sink.mock.calls.map((call) => call[1])).toEqual([
      { kind: 'query', key: ['t'] },
      { kind: 'mutation', key: ['m'] },
    ]);
  });
});

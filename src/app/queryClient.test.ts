import { onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, SessionExpiredError, TimeoutError } from '../api/errors';
import { createQueryClient, isTransientFailure, retryDelay, shouldRetry } from './queryClient';
import { UNIT_WAIT } from '../../tests/unit/wait';

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

  it('offline-first, garbage collection after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ networkMode: 'offlineFirst', gcTime: 300_000 });
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

describe('recovery without reload: a query in a transient error is fetched again', () => {
  const network = () => new ApiError({ status: 0, body: undefined, method: 'GET', path: '/x', kind: 'network' });
  let unsubscribe: (() => void)[] = [];
  afterEach(() => {
    unsubscribe.forEach((stop) => stop());
    unsubscribe = [];
    onlineManager.setOnline(true);
  });

  /** A mounted client and an observed query (as a view would hold it) whose answers come from `answers`, in turn. */
  function observed(client: QueryClient, key: string, answers: (() => unknown)[], staleTime = 0) {
    const queryFn = vi.fn(() => {
      const answer = answers[Math.min(queryFn.mock.calls.length - 1, answers.length - 1)]!;
      try {
        return Promise.resolve(answer());
      } catch (error) {
        return Promise.reject(error);
      }
    });
    const observer = new QueryObserver(client, { queryKey: [key], queryFn, retry: false, staleTime });
    unsubscribe.push(observer.subscribe(() => undefined));
    return { queryFn, state: () => client.getQueryState([key]) };
  }
  const fail = (error: unknown) => () => {
    throw error;
  };
  const mounted = () => {
    const client = createQueryClient();
    client.mount();
    unsubscribe.push(() => client.unmount());
    return client;
  };

  it('transient: no answer, 5xx, 408, 429; not other 4xx, a time-out, a broken contract, an expired session', () => {
    expect([network(), http(500), http(503), http(408), http(429), http(503, 20_000)].map(isTransientFailure)).toEqual([true, true, true, true, true, true]);
    expect(
      [http(400), http(401), http(404), new TimeoutError({ method: 'GET', path: '/x', timeoutMs: 60_000 }), new ContractError({ status: 200, body: {}, method: 'GET', path: '/x', field: 'a', detail: 'b' }), new SessionExpiredError({ method: 'GET', path: '/x' }), new Error('x')].map(
        isTransientFailure,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it('when the window gets focus back, and when the tab is shown again; a query with data or a 404 is not refetched', async () => {
    const client = mounted();
    const broken = observed(client, 'broken', [fail(http(503)), () => 'back', fail(http(503)), () => 'again']);
    const missing = observed(client, 'missing', [fail(http(404))]);
    const fine = observed(client, 'fine', [() => 'data']);
    await vi.waitFor(() => expect([broken.state()?.status, missing.state()?.status, fine.state()?.status]).toEqual(['error', 'error', 'success']), UNIT_WAIT);

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(broken.state()?.data).toBe('back'), UNIT_WAIT);
    expect(broken.queryFn).toHaveBeenCalledTimes(2);
    expect(missing.queryFn).toHaveBeenCalledTimes(1);
    expect(fine.queryFn).toHaveBeenCalledTimes(1);

    // In error again (a refetch failed): the tab shown again brings it back.
    await client.refetchQueries({ queryKey: ['broken'] });
    expect(broken.state()?.status).toBe('error');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(broken.state()?.data).toBe('again'), UNIT_WAIT);
    expect(missing.queryFn).toHaveBeenCalledTimes(1);
    expect(fine.queryFn).toHaveBeenCalledTimes(1);
  });

  it('when the connection returns (TanStack\'s refetch on reconnect: an error makes the data stale)', async () => {
    const client = mounted();
    const broken = observed(client, 'broken', [() => 'first', fail(network()), () => 'back'], Infinity);
    await vi.waitFor(() => expect(broken.state()?.data).toBe('first'), UNIT_WAIT);
    await client.refetchQueries({ queryKey: ['broken'] });
    expect(broken.state()?.status).toBe('error');
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(broken.state()).toMatchObject({ status: 'success', data: 'back' }), UNIT_WAIT);
  });

  it('when any other request succeeds: a query, or a mutation', async () => {
    const client = mounted();
    const broken = observed(client, 'broken', [fail(http(502)), () => 'back', fail(http(502)), () => 'again']);
    const missing = observed(client, 'missing', [fail(http(404))]);
    await vi.waitFor(() => expect([broken.state()?.status, missing.state()?.status]).toEqual(['error', 'error']), UNIT_WAIT);
    expect(broken.queryFn).toHaveBeenCalledTimes(1);

    await client.fetchQuery({ queryKey: ['other'], queryFn: () => 'other data' });
    await vi.waitFor(() => expect(broken.state()?.data).toBe('back'), UNIT_WAIT);

    await client.refetchQueries({ queryKey: ['broken'] });
    expect(broken.state()?.status).toBe('error');
    await client.getMutationCache().build(client, { mutationFn: () => Promise.resolve('saved') }).execute(undefined);
    await vi.waitFor(() => expect(broken.state()?.data).toBe('again'), UNIT_WAIT);
    expect(missing.queryFn).toHaveBeenCalledTimes(1);
  });

  it('a query that is not shown (no observer) waits for its next use', async () => {
    const client = mounted();
    const queryFn = vi.fn(() => Promise.reject(http(503)));
    await client.fetchQuery({ queryKey: ['unused'], queryFn, retry: false }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => 'other data' });
    window.dispatchEvent(new Event('focus'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

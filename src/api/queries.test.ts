import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(async () => (await import('./testing')).installFetchMock());

const q = await import('./queries');
(await import('./mutator')).enableResponseValidation(() => import('./responseValidation'));
const { jsonResponse } = await import('./testing');
const { clearSessionExpired, markSessionExpired } = await import('./sessionExpiry');

describe('per-call caching', () => {
  afterEach(() => clearSessionExpired());

  it('env once and never refetched on mount; userInfo 5 min; CMS 10 min; time 45 s', () => {
    expect(q.envQuery()).toMatchObject({ queryKey: ['/api/env'], staleTime: Infinity, refetchOnMount: false });
    expect(q.userInfoQuery()).toMatchObject({ queryKey: ['/api/auth/userInfo'], staleTime: 300_000 });
    expect(q.cmsPageQuery('faq')).toMatchObject({ queryKey: ['/api/cms/faq'], staleTime: 600_000 });
    expect(q.serverTimeQuery()).toMatchObject({ queryKey: ['/api/time'], staleTime: 45_000 });
  });

  it('user tasks poll every 2 s while a task is active, not when all are done, and nobody after session expiry', () => {
    const interval = q.userTasksQuery().refetchInterval as (query: { state: { data?: unknown } }) => number | false;
    const running = { state: { data: [{ id: 't1', status: 'RUNNING' }] } };
    const done = { state: { data: [{ id: 't1', status: 'SUCCESS' }] } };
    expect(interval(running)).toBe(2000);
    expect(interval(done)).toBe(false);
    expect(interval({ state: {} })).toBe(false);
    markSessionExpired();
    expect(interval(running)).toBe(false);
  });

  it('the user fetch is cached under the key auth; a failure means anonymous', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.handler = () => jsonResponse({ status: 500 }, 500);
    expect(q.authUserQuery().queryKey).toEqual(['auth']);
    await expect(client.fetchQuery(q.authUserQuery())).resolves.toEqual(q.ANONYMOUS_USER);
    expect(client.getQueryData(['auth'])).toEqual(q.ANONYMOUS_USER);
  });

  it('the user fetch reads the user and its flags pvp, usp and oidc', async () => {
    const client = new QueryClient();
    const owner = { username: 'm.mustermann', mainUser: true, authorities: [{ authority: 'ROLE_NATIPPC_REGISTERED' }], pvp: false, usp: true, oidc: false };
    fetchMock.handler = () => jsonResponse(owner);
    await expect(client.fetchQuery(q.authUserQuery())).resolves.toMatchObject({ username: 'm.mustermann', usp: true, pvp: false, oidc: false });
  });

  it('extending the session is a fresh GET /api/env, whatever is cached', async () => {
    fetchMock.requests.length = 0;
    fetchMock.handler = () => jsonResponse({ environment: 'TEST', sessionTimeout: 1800 });
    await q.extendSession();
    await q.extendSession();
    expect(fetchMock.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/env', '/api/env']);
  });
});

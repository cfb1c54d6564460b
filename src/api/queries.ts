/**
 * The per-call caching, written once as query options shared by pages, the shell and
 * invalidation (TanStack's `queryOptions` pattern). Query keys come from the generated `get…QueryKey`
 * (no base URL), except the user fetch, which the spec caches under the key `auth`.
 */
import { queryOptions } from '@tanstack/react-query';
import { getAuthUser, getGetUserInfoQueryOptions } from '../../generated/app/hooks/auth/auth';
import { getGetCmsPageQueryOptions } from '../../generated/app/hooks/cms/cms';
import { getEnv, getGetEnvQueryOptions } from '../../generated/app/hooks/env/env';
import { getGetInstallationQueryOptions } from '../../generated/app/hooks/installations/installations';
import { getGetServerTimeQueryOptions } from '../../generated/app/hooks/time/time';
import { getGetUserTasksQueryOptions } from '../../generated/app/hooks/user-tasks/user-tasks';
import type { AuthUser } from '../../generated/app/model';
import { assistantRegistered } from '../../generated/assistant/hooks/assistant/assistant';
import type { RegistrationCheckRequest } from '../../generated/assistant/model';
import { isSessionExpired } from './sessionExpiry';
import { isTaskActive } from './taskResult';

const MINUTE = 60_000;

/** Cache times. */
export const cacheTimes = {
  userInfo: 5 * MINUTE,
  cms: 10 * MINUTE,
  serverTime: 45_000,
  installation: 60_000,
  userTasksPoll: 2_000,
} as const;

/**
 * How the configuration's settings (EDM link templates, the district tiles' URL) are read: once per visit,
 * and without retries: a setting that cannot be read leaves its feature out.
 */
export const configSettingQuery = { staleTime: Infinity, retry: false } as const;

/** GET /api/env: fetched once and cached, never refetched on mount. */
export const envQuery = () =>
  queryOptions({ ...getGetEnvQueryOptions(), staleTime: Infinity, gcTime: Infinity, refetchOnMount: false });

/** Extends the session ('Sitzung verlängern'): a fresh GET /api/env, whose response fields are unread. */
export function extendSession(): Promise<unknown> {
  return getEnv();
}

export const ANONYMOUS_USERNAME = 'anonymousUser';

/** Who a failed user fetch is taken to be (errors are swallowed, treated as not logged in). */
export const ANONYMOUS_USER: AuthUser = {
  username: ANONYMOUS_USERNAME,
  mainUser: true,
  authorities: [],
  pvp: false,
  usp: false,
  oidc: false,
};

export const AUTH_QUERY_KEY = ['auth'] as const;

/** GET /api/auth/user, cached under the key `auth`; any failure resolves to the anonymous user. */
export const authUserQuery = () =>
  queryOptions({
    queryKey: AUTH_QUERY_KEY,
    queryFn: ({ signal }) => getAuthUser(undefined, signal).catch((): AuthUser => ANONYMOUS_USER),
    staleTime: 5 * MINUTE,
    retry: false,
  });

/** GET /api/auth/userInfo, cached 5 minutes. */
export const userInfoQuery = () => queryOptions({ ...getGetUserInfoQueryOptions(), staleTime: cacheTimes.userInfo });

/**
 * POST /api/assistant/registered: the registration of the party a registered owner signs in for (the GLN
 * of the user info; a company for company accounts), in the portal's register of parties. Waits for the
 * signed-in user; cached as long as the user info.
 */
export const ownerRegistrationQuery = (gln: string, user: AuthUser | undefined) => {
  const request: RegistrationCheckRequest = { partyKind: user?.userKind === 'COMPANY' ? 'JURISTISCHE_PERSON' : 'NATUERLICHE_PERSON', gln };
  return queryOptions({
    queryKey: ['/api/assistant/registered', request] as const,
    queryFn: ({ signal }) => assistantRegistered(request, undefined, signal),
    enabled: user !== undefined,
    staleTime: cacheTimes.userInfo,
  });
};

/** GET /api/cms/{page}, cached 10 minutes. */
export const cmsPageQuery = (page: string) => queryOptions({ ...getGetCmsPageQueryOptions(page), staleTime: cacheTimes.cms });

/**
 * GET /api/ippcInstallations/{id}: one installation's details, cached a minute: the read the route starts
 * with the app is not sent again when the page mounts.
 */
export const installationQuery = (id: string) => queryOptions({ ...getGetInstallationQueryOptions(id), staleTime: cacheTimes.installation });

/** GET /api/time, cached 45 seconds. */
export const serverTimeQuery = () => queryOptions({ ...getGetServerTimeQueryOptions(), staleTime: cacheTimes.serverTime });

/**
 * GET /api/user-tasks, polled every 2 s only while one of its tasks waits, runs or is being cancelled (the
 * Aufträge page, the Excel export's progress, and the header's notifications, which learn from it when a
 * task finishes or fails). Polling stops once the session has expired: only the user's next action reloads.
 */
export const userTasksQuery = () =>
  queryOptions({
    ...getGetUserTasksQueryOptions(),
    refetchInterval: (query) => (!isSessionExpired() && (query.state.data ?? []).some(isTaskActive) ? cacheTimes.userTasksPoll : false),
  });

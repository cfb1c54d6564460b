import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useGetUserTasks } from '../../generated/app/hooks/user-tasks/user-tasks';
import { authUserQuery } from '../api/queries';
import { secondaryReadsAtom } from '../state/shell';
import { pathFromHash } from './paths';
import { appRoutes, userTasksRoute } from './routeRegistry';
import { contextFor, isWithin, resolvePath, resolveRoutes, visibleTree } from './routeRules';

/**
 * The registry as the current visitor sees it, and the current route resolved against it once per
 * navigation: the tree ('Aufträge' appended while the task list is non-empty; the navigation reads the list
 * without polling), the permission context, the current path and what it renders, and whether the
 * user and the task list have loaded. The shell and the page (RouteContent) both use this one result.
 */
export function useAppRoutes() {
  // The one user fetch of the app (cached under the key `auth`), shared with the session warnings.
  const user = useQuery(authUserQuery());
  // The matched path: the hash path with everything from '!' cut, a trailing slash dropped.
  const path = pathFromHash(useLocation().pathname);
  // A secondary read (state/shell.ts), at once only on the task list's own route.
  const secondary = useAtomValue(secondaryReadsAtom);
  const onTaskRoute = isWithin(userTasksRoute.path, path);
  const tasks = useGetUserTasks({ query: { retry: false, refetchInterval: false, enabled: secondary || onTaskRoute } });
  const taskCount = tasks.data?.length ?? 0;
  const tree = useMemo(() => resolveRoutes(appRoutes(taskCount)), [taskCount]);
  // A failed user fetch counts as anonymous: authUserQuery resolves to the anonymous user then.
  const userData = user.isSuccess ? user.data : undefined;
  const context = useMemo(() => contextFor(userData), [userData]);
  const visible = useMemo(() => visibleTree(tree, context), [tree, context]);
  const resolution = useMemo(() => resolvePath(path, tree, context), [path, tree, context]);
  const userReady = !user.isPending;
  const tasksReady = !tasks.isPending;
  // One object while nothing in it changes: the page (RouteContent, memoised) does not re-render when the
  // shell does for its own reads (environment, portal apps).
  return useMemo(
    () => ({ tree, visible, context, user: userData, userReady, tasksReady, path, onTaskRoute, resolution }),
    [tree, visible, context, userData, userReady, tasksReady, path, onTaskRoute, resolution],
  );
}

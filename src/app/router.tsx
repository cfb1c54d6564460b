import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createHashRouter, Navigate, useRouteError, type RouteObject } from 'react-router';
import { Layout } from '../shell/Layout';
import { NotFoundPage } from '../shell/StatusPages';
import { appTexts } from '../messages/de';
import { joinPath, routes, userTasksRoute, type AppRoute } from './routeRegistry';
import { OverviewGate } from './OverviewGate';

function RouterFallback() {
  const error = useRouteError() as { statusText?: string; message?: string } | undefined;
  return (
    <main className="page">
      <h1>Unexpected Application Error!</h1>
      <p>{error?.statusText ?? error?.message ?? ''}</p>
    </main>
  );
}

function Lazy({ component: Component, gated }: { component: LazyExoticComponent<ComponentType>; gated?: boolean }) {
  const page = (
    <Suspense fallback={<p role="status">{appTexts.loading}</p>}>
      <Component />
    </Suspense>
  );
  return gated ? <OverviewGate>{page}</OverviewGate> : page;
}

function toRouteObjects(list: AppRoute[], parent = ''): RouteObject[] {
  return list.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const own: RouteObject[] = route.component
      ? [{ path, element: <Lazy component={route.component} gated={route.gatedOnOverview} />, handle: { route } }]
      : [];
    return [...own, ...toRouteObjects(route.children ?? [], path)];
  });
}

export function createAppRouter() {
  const firstRoute = routes[0]?.path ?? '/start';
  return createHashRouter([
    {
      element: <Layout />,
      errorElement: <RouterFallback />,
      children: [
        { index: true, element: <Navigate to={firstRoute} replace /> },
        ...toRouteObjects([...routes, userTasksRoute]),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

import { createHashRouter, useRouteError } from 'react-router';
import { Layout } from '../shell/Layout';

function RouterFallback() {
  const error = useRouteError() as { statusText?: string; message?: string } | undefined;
  return (
    <main className="page">
      <h1>Unexpected Application Error!</h1>
      <p>{error?.statusText ?? error?.message ?? ''}</p>
    </main>
  );
}

/**
 * One catch-all route: the shell matches the hash path itself against the route registry (spec §2: the
 * path is cut at '!' and loses a trailing slash, which react-router's matching would not do).
 */
export function createAppRouter() {
  return createHashRouter([{ path: '*', element: <Layout />, errorElement: <RouterFallback /> }]);
}

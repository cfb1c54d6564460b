import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { enableResponseValidation } from '../api/mutator';
import * as responseValidation from '../api/responseValidation';
import { authUserQuery, envQuery, userInfoQuery } from '../api/queries';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { GlobalErrorHost } from './errors/GlobalErrorHost';
import { createGlobalErrorSink } from './errors/globalErrors';
import { createQueryClient } from './queryClient';
import { pathFromHash } from './paths';
import { preloadPage, routes } from './routeRegistry';
import { findRoute, matchPattern, resolveRoutes } from './routeRules';
import { AppRouter } from './router';

// Runtime validation: every response parsed with its generated zod schema, in the validation
// worker (src/api/responseValidation.ts); zod and the schemas load there, never in the page's first load.
enableResponseValidation(() => Promise.resolve(responseValidation));

/**
 * The app's providers and its first requests. Created once, before the first render (src/main.tsx): a render
 * that React discards and starts again (a transition that suspends) would otherwise create a second query
 * client and send every first request twice.
 */
export function createProviders() {
  const store = createStore();
  const queryClient = createQueryClient(createGlobalErrorSink(store));
  // LCP: the first page's chunk, for pages gated on the overview selection the user info the gate waits for,
  // and the page's main read (AppRoute.prefetch) load alongside the shell's first requests instead of after
  // them. Nothing renders here: permissions are checked when the route renders.
  // The shell's own first reads (who is signed in, the environment) start now, not after the shell's first
  // render: the page's permissions, the header and the session wait for them.
  void queryClient.prefetchQuery(authUserQuery());
  void queryClient.prefetchQuery(envQuery());
  const path = pathFromHash(window.location.hash);
  const found = findRoute(path, resolveRoutes(routes));
  const first = found?.route;
  preloadPage(first?.component);
  if (first?.gatedOnOverview) void queryClient.prefetchQuery(userInfoQuery());
  if (found && first?.prefetch) first.prefetch(queryClient, matchPattern(found.path, path) ?? {});
  return { store, queryClient };
}

/**
 * Providers (one jotai store shared with the query cache's global error handler), the global error
 * boundary (a centered screen), the router and the host of the app-wide error dialogs.
 */
export function App({ providers }: { providers?: ReturnType<typeof createProviders> }) {
  const [{ store, queryClient }] = useState(() => providers ?? createProviders());
  return (
    <ErrorBoundary context="global">
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <AppRouter />
          <GlobalErrorHost />
        </JotaiProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { enableResponseValidation } from '../api/mutator';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { GlobalErrorHost } from './errors/GlobalErrorHost';
import { createGlobalErrorSink } from './errors/globalErrors';
import { createQueryClient } from './queryClient';
import { AppRouter } from './router';

// DESIGN.md 'Runtime validation': every response parsed with its generated zod schema (loaded lazily).
enableResponseValidation(() => import('../api/responseValidation'));

function createProviders() {
  const store = createStore();
  return { store, queryClient: createQueryClient(createGlobalErrorSink(store)) };
}

/**
 * Providers (one jotai store shared with the query cache's global error handler), the global error
 * boundary (spec §8: a centered screen), the router and the host of the app-wide error dialogs.
 */
export function App() {
  const [{ store, queryClient }] = useState(createProviders);
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

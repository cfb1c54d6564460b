import { Component, type ReactNode } from 'react';
import { HashRouter } from 'react-router';
import { Layout } from './Layout';

/** The router's fallback page: 'Unexpected Application Error!' and the status text or message. */
export class RouterFallbackBoundary extends Component<{ children: ReactNode }, { error?: { statusText?: string; message?: string } }> {
  override state: { error?: { statusText?: string; message?: string } } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: (error ?? {}) as { statusText?: string; message?: string } };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="page">
        <h1>Unexpected Application Error!</h1>
        <p>{this.state.error.statusText ?? this.state.error.message ?? ''}</p>
      </main>
    );
  }
}

/**
 * Hash routing in react-router's declarative mode (the data router would add ~16 kB gzip to the initial
 * bundle for loaders we do not use). One shell: it matches the hash path itself against the route registry
 * (cut at '!', trailing slash dropped, which react-router's matching would not do).
 */
export function AppRouter() {
  return (
    <HashRouter>
      <RouterFallbackBoundary>
        <Layout />
      </RouterFallbackBoundary>
    </HashRouter>
  );
}

import { Component, useEffect, useRef, type ReactNode } from 'react';
import { createPath, HashRouter, useLocation, useNavigate } from 'react-router';
import { Layout } from './Layout';
import { routerPathOfHash } from './paths';

/** The router's fallback page: 'Unexpected Application Error!' and the status text or message. */
class RouterFallbackBoundary extends Component<{ children: ReactNode }, { error?: { statusText?: string; message?: string } }> {
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
 * The router reads the URL when it first renders and listens for changes only once that render has been
 * committed; the first render is a transition React renders in slices, so a hash set in between (by the
 * user or a link) would go unseen. Once mounted, the router follows the URL if it has changed.
 */
function FollowUnseenHash() {
  const location = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const current = routerPathOfHash(window.location.hash);
    if (current !== createPath(location)) void navigate(current, { replace: true });
  }, [location, navigate]);
  return null;
}

/**
 * Hash routing in react-router's declarative mode (the data router would add ~16 kB gzip to the initial
 * bundle for loaders we do not use). One shell: it matches the hash path itself against the route registry
 * (cut at '!', trailing slash dropped, which react-router's matching would not do).
 */
export function AppRouter() {
  return (
    <HashRouter>
      <FollowUnseenHash />
      <RouterFallbackBoundary>
        <Layout />
      </RouterFallbackBoundary>
    </HashRouter>
  );
}

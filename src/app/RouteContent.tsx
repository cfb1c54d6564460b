import { useStore } from 'jotai';
import { memo, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { requestsInFlight } from '../api/requestTracking';
import { APP_NAME } from '../api/settings';
import { appTexts } from '../messages/de';
import { NotFoundPage, NotPermittedPage } from '../shell/StatusPages';
import { portalLinks } from '../shell/portalLinks';
import { HASH_SCROLL_WAIT_MS, waitForElement } from '../components/waitForElement';
import { NavigatedPathContext, RouteInfoContext, type RouteInfo } from '../components/routeInfo';
import { firstPageSettledAtom } from '../state/shell';
import { OverviewGate } from './OverviewGate';
import { RouteErrorBoundary } from './errors/ErrorBoundary';
import { hashStateFromHash, pathFromHash, routerPathOfHash } from './paths';
import { breadcrumbs, isOpenToAll } from './routeRules';
import type { useAppRoutes } from './useAppRoutes';

function Loading() {
  return <p role="status">{appTexts.loading}</p>;
}

/** How long no request may be in flight before the first page counts as settled. */
const SETTLED_QUIET_MS = 100;

/**
 * Mounted with the page (same Suspense boundary, so only once its chunk has loaded and it has rendered):
 * sets firstPageSettledAtom once no request has been in flight for SETTLED_QUIET_MS, the page's own reads
 * included (they start in the same commit, the counter keeps a request until its response is parsed).
 */
function FirstPageSettled() {
  const store = useStore();
  useEffect(() => {
    if (store.get(firstPageSettledAtom)) return undefined;
    let quietSince: number | undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      quietSince = requestsInFlight() > 0 ? undefined : (quietSince ?? now);
      if (quietSince !== undefined && now - quietSince >= SETTLED_QUIET_MS) {
        clearInterval(timer);
        store.set(firstPageSettledAtom, true);
      }
    }, 50);
    return () => clearInterval(timer);
  }, [store]);
  return null;
}

/**
 * A page in its Suspense boundary; a gated page's gate inside it, so that the boundary already shows the gate's
 * loading text when the gate opens (as a transition): React then keeps that text until the page's chunk is
 * taken, instead of committing the fallback and holding the page back for 300 ms after it.
 */
function Page({ component: Component, gated }: { component: LazyExoticComponent<ComponentType>; gated?: boolean }) {
  const page = (
    <>
      <Component />
      <FirstPageSettled />
    </>
  );
  return <Suspense fallback={<Loading />}>{gated ? <OverviewGate>{page}</OverviewGate> : page}</Suspense>;
}

/** Every page scrolls to the top on load and sets the browser title; hash targets are awaited up to 10 s. */
function useRouteEffects(path: string, name: string | undefined, hash: string) {
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [path]);
  useEffect(() => {
    if (name) document.title = `${APP_NAME} – ${name}`;
  }, [path, name]);
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    if (!id) return undefined;
    const controller = new AbortController();
    let target = id;
    try {
      target = decodeURIComponent(id);
    } catch {
      // keep the raw id
    }
    void waitForElement(target, HASH_SCROLL_WAIT_MS, controller.signal).then((element) => {
      if (element && !controller.signal.aborted) element.scrollIntoView?.({ block: 'start' });
    });
    return () => controller.abort();
  }, [path, hash]);
}

/**
 * A redirect for the URL it was resolved for (`from`), decided on the URL as it is when it runs: a hash the
 * user or a link set meanwhile, whose render may still be pending, is never overwritten; the router follows
 * it instead.
 */
function Redirect({ from, to }: { from: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const current = routerPathOfHash(window.location.hash);
    void navigate(pathFromHash(current) === from ? to : current, { replace: true });
  }, [from, to, navigate]);
  return null;
}

/**
 * The location a page sees: the path with everything from '!' cut, and the state after '!' as its search
 * (`#/installations!page=2` → pathname '/installations', search '?page=2').
 */
export function pageLocation<T extends { pathname: string; search: string }>(location: T): T {
  const state = hashStateFromHash(location.pathname);
  return { ...location, pathname: pathFromHash(location.pathname), search: state ? `?${state}` : '' };
}

/**
 * Renders the route the shell resolved (useAppRoutes): the matching is done on the path with everything
 * from '!' cut, so `#/installations!page=2` renders the register. The page is rendered inside a <Routes>
 * over the normalised location, so pages read their params and location as usual.
 */
export const RouteContent = memo(function RouteContent({ routes }: { routes: ReturnType<typeof useAppRoutes> }) {
  const location = useLocation();
  const { path, resolution, context, userReady, tasksReady, onTaskRoute } = routes;
  const entry = resolution.kind === 'page' ? resolution.entry : undefined;
  const info = useMemo<RouteInfo | undefined>(
    () => (entry ? { path, name: entry.route.name, crumbs: breadcrumbs(entry, context, portalLinks.home) } : undefined),
    [entry, path, context],
  );
  useRouteEffects(path, entry?.route.name, location.hash);
  const normalised = useMemo(() => pageLocation(location), [location]);
  // The first page shown (after redirects); once the path differs, every page's heading takes focus.
  const [firstPage, setFirstPage] = useState<string>();
  const [navigated, setNavigated] = useState(false);
  const shown = resolution.kind !== 'redirect';
  if (firstPage === undefined && shown) setFirstPage(path);
  // Set during render: React renders again at once, so the committed render already has it.
  if (!navigated && firstPage !== undefined && path !== firstPage) setNavigated(true);
  const navigatedPath = navigated ? path : undefined;
  const withFocus = (content: ReactNode) => <NavigatedPathContext.Provider value={navigatedPath}>{content}</NavigatedPathContext.Provider>;

  // Permissions wait for the user, except on pages open to all visitors: they render at once and load their
  // data alongside the user (LCP). The task route waits for the task list that appends it.
  const waitForUser = !userReady && !(resolution.kind === 'page' && isOpenToAll(resolution.entry));
  if (waitForUser || (!tasksReady && onTaskRoute)) return <Loading />;
  switch (resolution.kind) {
    case 'redirect':
      return <Redirect from={path} to={resolution.to} />;
    case 'notFound':
      return withFocus(<NotFoundPage />);
    case 'notPermitted':
      return withFocus(<NotPermittedPage loggedIn={context.loggedIn} />);
    case 'page': {
      const { route } = resolution.entry;
      if (!route.component) return withFocus(<NotFoundPage />);
      return withFocus(
        <RouteInfoContext.Provider value={info}>
          <RouteErrorBoundary context="route" key={resolution.entry.path}>
            <Routes location={normalised}>
              <Route path={resolution.entry.path} element={<Page component={route.component} gated={route.gatedOnOverview} />} />
            </Routes>
          </RouteErrorBoundary>
        </RouteInfoContext.Provider>,
      );
    }
  }
});

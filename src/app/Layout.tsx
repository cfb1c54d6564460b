import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useGetUserApps } from '../../generated/portal/hooks/user-apps/user-apps';
import { envQuery } from '../api/queries';
import { RouteContent } from './RouteContent';
import { useAppRoutes } from './useAppRoutes';
import { CombinedAlert } from '../components/alert/Alert';
import { InfoDisplayContext, InfoResolverContext } from '../components/info/context';
import { cmsInfoResolver } from './infoResolver';
import { shellTexts } from '../messages/shell';
import { navDrawerOpenAtom, secondaryReadsAtom, shellAlertsAtom } from '../state/shell';
import { infoDisplayAtom } from '../state/infoDisplay';
import { sidebarVariantAtom } from '../state/sidebar';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { MainNav, NavDrawer } from '../shell/MainNav';
import { Sidebar } from '../shell/Sidebar';
import { useLayoutVariant } from '../components/useLayoutVariant';
import { SessionWarnings } from '../features/session';
import { isLoggedIn } from '../api/auth';
import { authUserQuery } from '../api/queries';

// The counts of a signed-in user's watched filters: their code loads only for a signed-in user, after the first page.
const WatchedFilterNotifications = lazy(() => import('../features/register/prefetch').then((m) => ({ default: m.WatchedFilterNotifications })));

const WatchedFilters = memo(function WatchedFilters() {
  const user = useQuery(authUserQuery()).data;
  const secondary = useAtomValue(secondaryReadsAtom);
  if (!secondary || !user || !isLoggedIn(user)) return null;
  return (
    <Suspense fallback={null}>
      <WatchedFilterNotifications />
    </Suspense>
  );
});

/** The header with the environment (read here, so that its arrival re-renders the header only). */
const ShellHeader = memo(function ShellHeader(props: Omit<ComponentProps<typeof Header>, 'env'>) {
  const env = useQuery(envQuery()).data;
  return <Header env={env} {...props} />;
});

/** The footer with the environment and the portal's apps (a secondary read: after the first page settled). */
const ShellFooter = memo(function ShellFooter() {
  const env = useQuery(envQuery()).data;
  const apps = useGetUserApps({ query: { staleTime: Infinity, retry: false, enabled: useAtomValue(secondaryReadsAtom) } }).data;
  return <Footer env={env} apps={apps} />;
});

// The shell's parts render again only when their own props or reads change, not with every navigation inside
// a page (a sort or page change of the register is one): the page's new rows do not wait for the shell.
const ShellMainNav = memo(MainNav);
const ShellNavDrawer = memo(NavDrawer);
const ShellSidebar = memo(Sidebar);
const ShellSessionWarnings = memo(SessionWarnings);
const ShellAlert = memo(CombinedAlert);

/**
 * 'Zum Inhalt springen': moves focus to the page content. The URL's fragment is the hash router's route,
 * so the link must not be followed: it would navigate to a route '/main-content' that does not exist.
 */
function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById('main-content');
        main?.focus({ preventScroll: true });
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {shellTexts.skipToContent}
    </a>
  );
}

/**
 * The app's frame, composed from the shell's parts and the route registry: header, main navigation (a drawer on mobile), the sidebar tree, the page and the
 * footer, in layout variants Desktop, Tablet and Mobile. `children` is the extension slot for banners and
 * dialogs of other areas (session warnings, error dialogs); they render above the page.
 */
export function Layout({ children }: { children?: ReactNode }) {
  const routes = useAppRoutes();
  const { path, resolution } = routes;
  const variant = useLayoutVariant();
  const setSidebarVariant = useSetAtom(sidebarVariantAtom);
  const setDrawerOpen = useSetAtom(navDrawerOpenAtom);
  const alerts = useAtomValue(shellAlertsAtom);
  const [display, setDisplay] = useAtom(infoDisplayAtom);
  const infoDisplay = useMemo(() => ({ display, setDisplay }), [display, setDisplay]);
  const queryClient = useQueryClient();
  const infoResolver = useMemo(() => cmsInfoResolver(queryClient), [queryClient]);

  useEffect(() => {
    setSidebarVariant(variant);
    if (variant !== 'Mobile') setDrawerOpen(false);
  }, [variant, setSidebarVariant, setDrawerOpen]);

  const noSidebar = resolution.kind === 'page' && resolution.entry.chain.some((route) => route.noSidebar);
  const showSidebar = variant !== 'Mobile' && !noSidebar && routes.visible.length > 0;
  const hasNavigation = routes.visible.length > 0;

  return (
    <div className="app" data-layout={variant}>
      <SkipLink />
      <ShellHeader user={routes.user} variant={variant} hasNavigation={hasNavigation} />
      {variant !== 'Mobile' && hasNavigation && <ShellMainNav entries={routes.visible} currentPath={path} />}
      {variant === 'Mobile' && <ShellNavDrawer entries={routes.visible} currentPath={path} />}
      <div className="app__body">
        {showSidebar && <ShellSidebar entries={routes.visible} currentPath={path} />}
        <main id="main-content" className="main" tabIndex={-1}>
          {/* Extension slot: session banner, dialogs and other shell-wide messages. */}
          {children}
          <ShellSessionWarnings />
          <WatchedFilters />
          <ShellAlert items={alerts} announce />
          <InfoDisplayContext.Provider value={infoDisplay}>
            <InfoResolverContext.Provider value={infoResolver}>
              <RouteContent routes={routes} />
            </InfoResolverContext.Provider>
          </InfoDisplayContext.Provider>
        </main>
      </div>
      <ShellFooter />
    </div>
  );
}

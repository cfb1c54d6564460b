import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AuthUser } from '../../generated/app/model';
import { CMS_PAGES } from '../api/cmsPages';
import { cmsPageQuery, installationQuery } from '../api/queries';
import { firstReadModules, isGatedOnOverview, loadPage, pages, type LoadedPage, type PageKey, type PageModule } from './pages';
import { routeNames } from '../messages/de';

/** What the permission and visibility checks of a route see. */
export interface RouteContext {
  loggedIn: boolean;
  /** Roles: the user's authority strings without their ROLE_ prefix. */
  roles: string[];
  user?: AuthUser;
}

/**
 * The one route registry: main navigation, sidebar tree, breadcrumbs, browser titles, permissions and
 * redirects all derive from it. Paths and page components come from the route table (pages.ts).
 */
export interface AppRoute {
  path: string;
  name: string;
  linkId?: string;
  /** The user needs at least one of these roles, or a role matching the expression. */
  roles?: readonly string[] | RegExp;
  /** Only for a signed-in user: an anonymous visitor gets the not-permitted page (the sign-in). */
  signedIn?: boolean;
  /** Never shown in navigation or breadcrumbs (still reachable by its path). */
  hidden?: boolean;
  /** Render nothing until the overview selection is set. */
  gatedOnOverview?: boolean;
  /** No sidebar on this page. */
  noSidebar?: boolean;
  component?: LazyExoticComponent<ComponentType>;
  /**
   * Starts the page's main read when the app opens on this route, alongside the page's chunk instead of
   * after it (LCP): only for pages open to every visitor, whose reads need no permission check first.
   */
  prefetch?: (client: QueryClient, params: Readonly<Record<string, string>>) => void;
  children?: AppRoute[];
}

/** The page key of each lazily loaded component (`preloadPage`). */
const pageKeys = new WeakMap<LazyExoticComponent<ComponentType>, PageKey>();

/**
 * A page of the route table (pages.ts): its path, and its component loaded lazily, once, whether by
 * React.lazy, by `preloadPage` or by the first-page preload; `pick` chooses the component of a module with
 * several.
 */
function page<K extends PageKey>(key: K, pick?: (module: LoadedPage<K>) => ComponentType): Pick<AppRoute, 'path' | 'component' | 'gatedOnOverview'> {
  const component = lazy(async () => {
    const module = await loadPage(key);
    return { default: pick ? pick(module) : (module as unknown as PageModule).default };
  });
  pageKeys.set(component, key);
  return { path: pages[key].path, component, ...(isGatedOnOverview(key) && { gatedOnOverview: true }) };
}

export const routes: AppRoute[] = [
  {
    ...page('start'),
    name: routeNames.start,
    linkId: 'route-start',
  },
  {
    ...page('register'),
    name: routeNames.installations,
    linkId: 'route-installations',
    noSidebar: true,
    // The register's first reads (its search from the URL's state, the filter definition, the last update)
    // while the shell, the overview gate and the page's chunk are on their way.
    prefetch: (client) => void firstReadModules.register().then((module) => module.prefetchRegister(client, window.location.hash), () => undefined),
    children: [
      {
        ...page('installation'),
        name: routeNames.installation,
        hidden: true,
        prefetch: (client, { id }) => void (id && client.prefetchQuery(installationQuery(id))),
      },
    ],
  },
  {
    ...page('environmentalInspection', (m) => m.EnvironmentalInspectionPage),
    name: routeNames.environmentalInspection,
    linkId: 'route-environmental-inspection',
    prefetch: (client) => void client.prefetchQuery(cmsPageQuery(CMS_PAGES.environmentalInspection)),
  },
  {
    ...page('bvt'),
    name: routeNames.bvtConclusions,
    linkId: 'route-bvt-conclusions',
  },
  {
    ...page('legalBases', (m) => m.LegalBasesPage),
    name: routeNames.legalBases,
    linkId: 'route-legal-bases-guidelines',
    prefetch: (client) => void client.prefetchQuery(cmsPageQuery(CMS_PAGES.legalBases)),
  },
  {
    ...page('faq'),
    name: routeNames.faq,
    linkId: 'route-faq',
    prefetch: (client) => void client.prefetchQuery(cmsPageQuery(CMS_PAGES.faq)),
  },
];

/** The visitor's tasks (an anonymous visitor's exports too); loaded lazily like every page. */
export const userTasksRoute: AppRoute = {
  ...page('tasks'),
  name: routeNames.userTasks,
  linkId: 'route-user-tasks',
};

/**
 * The registry for a given task list: 'Aufträge' is visible (in the navigation) only while the list is
 * non-empty. Without tasks it is still reachable by its path for a signed-in user (an empty list), and a
 * signed-out visitor is sent to the sign-in rather than to a not-found page.
 */
export function appRoutes(taskCount: number): AppRoute[] {
  return [...routes, taskCount > 0 ? userTasksRoute : { ...userTasksRoute, hidden: true, signedIn: true }];
}

/** Starts loading a lazily loaded page's chunk ahead of its render; React.lazy then gets the same promise. */
export function preloadPage(component: AppRoute['component']): void {
  const key = component && pageKeys.get(component);
  if (key) loadPage(key).catch(() => undefined);
}

/** Joins a parent and a child path into an absolute path. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routeNames } from '../messages/de';

/**
 * The one route registry (spec §2.1, §2.2): navigation, breadcrumbs, titles and permissions all derive
 * from it. Paths are relative to the parent; components load lazily.
 */
export interface AppRoute {
  path: string;
  name: string;
  linkId?: string;
  hidden?: boolean;
  /** Render nothing until the overview selection is set (spec §4). */
  gatedOnOverview?: boolean;
  /** No sidebar on this page. */
  noSidebar?: boolean;
  component?: LazyExoticComponent<ComponentType>;
  children?: AppRoute[];
}

export const routes: AppRoute[] = [
  {
    path: '/start',
    name: routeNames.start,
    linkId: 'route-start',
    gatedOnOverview: true,
    component: lazy(() => import('../features/start/StartPage')),
  },
  {
    path: '/installations',
    name: routeNames.installations,
    linkId: 'route-installations',
    gatedOnOverview: true,
    noSidebar: true,
    component: lazy(() => import('../features/register/RegisterPage')),
    children: [
      {
        path: ':id',
        name: routeNames.installation,
        hidden: true,
        component: lazy(() => import('../features/installation/InstallationPage')),
      },
    ],
  },
  {
    path: '/environmental-inspection',
    name: routeNames.environmentalInspection,
    linkId: 'route-environmental-inspection',
    component: lazy(() => import('../features/content/ContentPages').then((m) => ({ default: m.EnvironmentalInspectionPage }))),
  },
  {
    path: '/bvt-conclusions',
    name: routeNames.bvtConclusions,
    linkId: 'route-bvt-conclusions',
    component: lazy(() => import('../features/bvt/BvtPage')),
  },
  {
    path: '/legal-bases-guidelines',
    name: routeNames.legalBases,
    linkId: 'route-legal-bases-guidelines',
    component: lazy(() => import('../features/content/ContentPages').then((m) => ({ default: m.LegalBasesPage }))),
  },
  {
    path: '/faq',
    name: routeNames.faq,
    linkId: 'route-faq',
    component: lazy(() => import('../features/faq/FaqPage')),
  },
];

/** Appended while the user's task list is non-empty (spec §2.1). */
export const userTasksRoute: AppRoute = {
  path: '/user-tasklist',
  name: routeNames.userTasks,
  linkId: 'route-user-tasks',
  component: lazy(() => import('../features/tasks/TasksPage')),
};

/** Joins a parent and a child path into an absolute path (spec §2.2). */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** The path of the URL hash: everything from '!' cut, a trailing slash dropped (spec §2). */
export function pathFromHash(hash: string): string {
  const withoutMark = hash.replace(/^#/, '').split('!')[0] ?? '';
  const path = withoutMark.length > 1 ? withoutMark.replace(/\/$/, '') : withoutMark;
  return path === '' ? '/' : path;
}

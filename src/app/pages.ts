import type { ComponentType } from 'react';
import { matchPattern, pathFromHash } from './paths';

/**
 * The app's route table: each page's absolute route pattern and its lazily loaded chunk. The route registry
 * (routeRegistry.ts) takes both from here and adds names, navigation and permissions; the first-page preload
 * (src/firstPage.ts, a tiny second entry of index.html) finds the first page's chunk here while the app's own
 * code is still loading. Nothing here imports app code, so that entry stays small.
 */
export type PageModule = { default: ComponentType };

export const pages = {
  start: { path: '/start', load: () => import('../features/start/StartPage') },
  register: { path: '/installations', load: () => import('../features/register/RegisterPage') },
  installation: { path: '/installations/:id', load: () => import('../features/installation/InstallationPage') },
  environmentalInspection: { path: '/environmental-inspection', load: () => import('../features/content/ContentPages') },
  bvt: { path: '/bvt-conclusions', load: () => import('../features/bvt/BvtPage') },
  legalBases: { path: '/legal-bases-guidelines', load: () => import('../features/content/ContentPages') },
  faq: { path: '/faq', load: () => import('../features/faq/FaqPage') },
  tasks: { path: '/user-tasklist', load: () => import('../features/tasks/TasksPage') },
} satisfies Record<string, { path: string; load: () => Promise<unknown> }>;

export type PageKey = keyof typeof pages;
export type LoadedPage<K extends PageKey> = Awaited<ReturnType<(typeof pages)[K]['load']>>;

/**
 * Pages whose first reads start from a small module of their own (features/register/prefetch.ts), so that
 * they need not wait for the page's chunk: the preload starts it first, the route's `prefetch` runs it.
 */
export const firstReadModules = {
  register: () => import('../features/register/prefetch'),
} satisfies Partial<Record<PageKey, () => Promise<unknown>>>;

const loading = new Map<PageKey, Promise<unknown>>();

/** Loads a page's chunk once; later calls (React.lazy, the preload, a prefetch) get the same promise. */
export function loadPage<K extends PageKey>(key: K): Promise<LoadedPage<K>> {
  let promise = loading.get(key);
  if (!promise) {
    promise = pages[key].load();
    loading.set(key, promise);
  }
  return promise as Promise<LoadedPage<K>>;
}

/** The page a URL hash shows, if any (permissions are checked when it renders). */
export function pageOfHash(hash: string): PageKey | undefined {
  const path = pathFromHash(hash);
  return (Object.keys(pages) as PageKey[]).find((key) => matchPattern(pages[key].path, path) !== undefined);
}

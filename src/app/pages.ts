import type { ComponentType } from 'react';
import { matchPattern, pathFromHash } from './paths';

/**
 * The app's pages: one lazily loaded chunk each, by key, and the route pattern that shows each. The route
 * registry (routeRegistry.ts) wraps these loaders in React.lazy; the first-page preload (src/firstPage.ts,
 * a second, tiny entry of index.html) starts the first page's chunk while the app's own code is still
 * loading. Nothing here imports app code, so that entry stays small. routeRules.test.ts keeps `pagePaths`
 * equal to the registry.
 */
export type PageModule = { default: ComponentType };

export const pageModules = {
  start: () => import('../features/start/StartPage'),
  register: () => import('../features/register/RegisterPage'),
  installation: () => import('../features/installation/InstallationPage'),
  content: () => import('../features/content/ContentPages'),
  bvt: () => import('../features/bvt/BvtPage'),
  faq: () => import('../features/faq/FaqPage'),
  tasks: () => import('../features/tasks/TasksPage'),
} satisfies Record<string, () => Promise<unknown>>;

export type PageKey = keyof typeof pageModules;

/**
 * Pages whose first reads start from a small module of their own rather than from the page's chunk, so that
 * they need not wait for it (features/register/prefetch.ts): the first-page preload starts it before the
 * page's chunk, the route's `prefetch` (routeRegistry.ts) runs it.
 */
export const firstReadModules = {
  register: () => import('../features/register/prefetch'),
} satisfies Partial<Record<PageKey, () => Promise<unknown>>>;

/** Absolute route patterns and the page each shows. */
export const pagePaths: readonly (readonly [pattern: string, page: PageKey])[] = [
  ['/start', 'start'],
  ['/installations', 'register'],
  ['/installations/:id', 'installation'],
  ['/environmental-inspection', 'content'],
  ['/bvt-conclusions', 'bvt'],
  ['/legal-bases-guidelines', 'content'],
  ['/faq', 'faq'],
  ['/user-tasklist', 'tasks'],
];

const loading = new Map<PageKey, Promise<unknown>>();

/** Loads a page's chunk once; later calls (React.lazy, the preload, a prefetch) get the same promise. */
export function loadPage<K extends PageKey>(key: K): ReturnType<(typeof pageModules)[K]> {
  let promise = loading.get(key);
  if (!promise) {
    promise = pageModules[key]();
    loading.set(key, promise);
  }
  return promise as ReturnType<(typeof pageModules)[K]>;
}

/** The page a URL hash shows, if any (permissions are checked when it renders). */
export function pageOfHash(hash: string): PageKey | undefined {
  const path = pathFromHash(hash);
  return pagePaths.find(([pattern]) => matchPattern(pattern, path) !== undefined)?.[1];
}

import type { ComponentType } from 'react';
import { CMS_PAGES } from '../api/cmsPages';
import { EARLY_READ_PATHS, type EarlyRead } from '../api/earlyReads';
import { DEFAULT_VIEW_STATE, toSearchRequest } from '../state/register/searchRequest';
import { hashStateFromHash, matchPattern, pathFromHash } from './paths';

/**
 * The app's route table: each page's absolute route pattern and its lazily loaded chunk. The route registry
 * (routeRegistry.ts) takes both from here and adds names, navigation and permissions; the first-page preload
 * (src/firstPage.ts, a tiny second entry of index.html) finds the first page's chunk here while the app's own
 * code is still loading, and the page's early reads. Nothing here imports app code, so that entry stays small.
 */
export type PageModule = { default: ComponentType };

const cms = (page: string) => `/api/cms/${encodeURIComponent(page)}`;
const LAST_UPDATE = '/api/ippcInstallations/lastUpdate';

export const pages = {
  start: {
    path: '/start',
    load: () => import('../features/start/StartPage'),
    gatedOnOverview: true,
    // The national overview's reads (an anonymous visitor's overview; the server time dates 'Neu im Register').
    earlyReads: () => [LAST_UPDATE, '/api/time', '/api/ippcInstallations/branchenStats'],
  },
  register: {
    path: '/installations',
    load: () => import('../features/register/RegisterPage'),
    gatedOnOverview: true,
    // Its search, when the URL carries no page state (the first page of all installations, as the table asks
    // for it: the empty filter, the default order and page size), the filter definition and the last update.
    // A URL with state sends its search from the app (features/register/prefetch.ts): reading the state takes
    // the filter definition's code, which is not small.
    earlyReads: (_params, state) => [...(state === '' ? [{ path: '/api/ippcInstallations', body: toSearchRequest({}, DEFAULT_VIEW_STATE) }] : []), '/api/filter/metadata', LAST_UPDATE],
  },
  installation: {
    path: '/installations/:id',
    load: () => import('../features/installation/InstallationPage'),
    // The installation, and the user info its owner check reads.
    earlyReads: ({ id }) => (id ? [`/api/ippcInstallations/${encodeURIComponent(id)}`, EARLY_READ_PATHS.userInfo] : []),
  },
  environmentalInspection: {
    path: '/environmental-inspection',
    load: () => import('../features/content/ContentPages'),
    earlyReads: () => [cms(CMS_PAGES.environmentalInspection)],
  },
  bvt: { path: '/bvt-conclusions', load: () => import('../features/bvt/BvtPage'), earlyReads: () => ['/api/bvt/list', '/api/config/edmLinkTemplateBvtDmsDocument'] },
  legalBases: { path: '/legal-bases-guidelines', load: () => import('../features/content/ContentPages'), earlyReads: () => [cms(CMS_PAGES.legalBases)] },
  faq: { path: '/faq', load: () => import('../features/faq/FaqPage'), earlyReads: () => [cms(CMS_PAGES.faq)] },
  tasks: { path: '/user-tasklist', load: () => import('../features/tasks/TasksPage') },
} satisfies Record<string, PageEntry>;

interface PageEntry {
  path: string;
  load: () => Promise<unknown>;
  /** The page renders only once the overview selection is set (from the user info). */
  gatedOnOverview?: true;
  /**
   * The app API's reads the page sends first for every visitor, given the route's parameters and the hash's
   * page state (after '!'): the first-page preload sends them as early reads (src/api/earlyReads.ts), before
   * the app's code has run.
   */
  earlyReads?: (params: Readonly<Record<string, string>>, state: string) => EarlyRead[];
}

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

/** Whether the page renders only once the overview selection is set. */
export function isGatedOnOverview(key: PageKey): boolean {
  const entry: PageEntry = pages[key];
  return entry.gatedOnOverview === true;
}

/** The early reads of the page a URL hash shows. */
export function earlyReadsOfHash(hash: string): EarlyRead[] {
  const key = pageOfHash(hash);
  if (!key) return [];
  const entry: PageEntry = pages[key];
  return entry.earlyReads?.(matchPattern(entry.path, pathFromHash(hash)) ?? {}, hashStateFromHash(hash)) ?? [];
}

/** The page a URL hash shows, if any (permissions are checked when it renders). */
export function pageOfHash(hash: string): PageKey | undefined {
  const path = pathFromHash(hash);
  return (Object.keys(pages) as PageKey[]).find((key) => matchPattern(pages[key].path, path) !== undefined);
}

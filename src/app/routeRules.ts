import type { AuthUser } from '../../generated/app/model';
import { APP_NAME } from '../api/settings';
import { appTexts } from '../messages/de';
import { isLoggedIn, rolesOf } from '../state/session';
import type { Crumb } from '../components/routeInfo';
import { matchPattern } from './paths';
import { joinPath, type AppRoute, type RouteContext } from './routeRegistry';

export { matchPattern };

/** A registry entry with its absolute path and its chain of ancestors (root first, itself last). */
export interface ResolvedRoute {
  route: AppRoute;
  path: string;
  chain: AppRoute[];
  parent?: ResolvedRoute;
  children: ResolvedRoute[];
}

export function contextFor(user: AuthUser | undefined): RouteContext {
  return { loggedIn: isLoggedIn(user), roles: rolesOf(user), user };
}

/** Builds absolute paths by joining parent and child paths; the tree keeps registry order. */
export function resolveRoutes(list: readonly AppRoute[], parent?: ResolvedRoute): ResolvedRoute[] {
  return list.map((route) => {
    const resolved: ResolvedRoute = { route, path: joinPath(parent?.path ?? '', route.path), chain: [...(parent?.chain ?? []), route], parent, children: [] };
    resolved.children = resolveRoutes(route.children ?? [], resolved);
    return resolved;
  });
}

/** Every route of the tree, depth first, in registry order. */
export function flatten(tree: readonly ResolvedRoute[]): ResolvedRoute[] {
  return tree.flatMap((entry) => [entry, ...flatten(entry.children)]);
}

/** Any-of a list of role names, or a role matching a regular expression. */
export function hasRole(required: AppRoute['roles'], roles: readonly string[]): boolean {
  if (!required) return true;
  if (required instanceof RegExp) return roles.some((role) => new RegExp(required.source, required.flags.replace('g', '')).test(role));
  return required.length === 0 || required.some((role) => roles.includes(role));
}

/** Permitted only if the user has its roles (and is signed in where it says so) and its parent is permitted. */
export function isPermitted(entry: ResolvedRoute, context: RouteContext): boolean {
  return entry.chain.every((route) => hasRole(route.roles, context.roles) && (!route.signedIn || context.loggedIn));
}

/**
 * A route every visitor may open: no roles and no sign-in anywhere in its chain. Such a page does not have to wait for the
 * user before it renders (its requests then run alongside the user's).
 */
export function isOpenToAll(entry: ResolvedRoute): boolean {
  return entry.chain.every((route) => route.roles === undefined && !route.signedIn);
}

/** Visible only if permitted and not hidden. */
export function isVisible(entry: ResolvedRoute, context: RouteContext): boolean {
  return isPermitted(entry, context) && !entry.route.hidden;
}

/** The entry whose pattern matches a concrete path, permissions not checked (e.g. to preload its page). */
export function findRoute(path: string, tree: readonly ResolvedRoute[]): ResolvedRoute | undefined {
  return flatten(tree).find((entry) => matchPattern(entry.path, path) !== undefined);
}

/** True when `path` is `base` or continues it with a sub-path (pattern segments match anything). */
export function isWithin(base: string, path: string): boolean {
  const a = base.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (b.length < a.length) return false;
  return a.every((part, i) => part.startsWith(':') || part === b[i]);
}

/**
 * Where the root redirects: the first permitted route (parametrised paths cannot be redirect targets), else
 * undefined (not permitted).
 */
function firstPermittedPath(tree: readonly ResolvedRoute[], context: RouteContext): string | undefined {
  return flatten(tree).find((entry) => !entry.path.includes(':') && (entry.route.component || entry.children.length > 0) && isPermitted(entry, context))?.path;
}

export type Resolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'page'; entry: ResolvedRoute; params: Record<string, string> }
  | { kind: 'notFound' }
  | { kind: 'notPermitted'; entry?: ResolvedRoute };

/**
 * What a path renders: the root redirects to the first permitted route (else not
 * permitted); a route not permitted, and everything below it, renders the not-permitted page; a parent
 * without a component redirects to its first child; unknown paths render the not-found page.
 */
export function resolvePath(path: string, tree: readonly ResolvedRoute[], context: RouteContext): Resolution {
  if (path === '/' || path === '') {
    const to = firstPermittedPath(tree, context);
    return to ? { kind: 'redirect', to } : { kind: 'notPermitted' };
  }
  const all = flatten(tree);
  // A route not permitted covers its own path and everything below it.
  const forbidden = all.find((entry) => isWithin(entry.path, path) && !isPermitted(entry, context));
  if (forbidden) return { kind: 'notPermitted', entry: forbidden };
  const exact = all.filter((entry) => matchPattern(entry.path, path)).sort((x, y) => staticSegments(y.path) - staticSegments(x.path))[0];
  if (!exact) return { kind: 'notFound' };
  if (!exact.route.component) {
    const first = exact.children.find((child) => !child.path.includes(':')) ?? exact.children[0];
    return first ? { kind: 'redirect', to: first.path } : { kind: 'notFound' };
  }
  return { kind: 'page', entry: exact, params: matchPattern(exact.path, path) ?? {} };
}

function staticSegments(pattern: string): number {
  return pattern.split('/').filter((part) => part && !part.startsWith(':')).length;
}

/** The visible entries of the tree (hidden, not permitted and invisible entries left out, with their subtrees). */
export function visibleTree(tree: readonly ResolvedRoute[], context: RouteContext): ResolvedRoute[] {
  return tree.filter((entry) => isVisible(entry, context)).map((entry) => ({ ...entry, children: visibleTree(entry.children, context) }));
}

/**
 * Breadcrumbs: 'Portal' (link to the portal), then the app title at the root, then the route
 * chain with invisible entries skipped. The last crumb is the current page when the route is visible.
 */
export function breadcrumbs(entry: ResolvedRoute | undefined, context: RouteContext, portalHref: string): Crumb[] {
  const crumbs: Crumb[] = [
    { label: appTexts.portal, to: portalHref, external: true },
    { label: APP_NAME, to: '/' },
  ];
  const chain: ResolvedRoute[] = [];
  for (let current = entry; current; current = current.parent) chain.unshift(current);
  for (const item of chain) {
    if (!isVisible(item, context)) continue;
    crumbs.push({ label: item.route.name, to: item.path, current: item === entry });
  }
  return crumbs.map((crumb) => (crumb.current ? { label: crumb.label, current: true } : crumb));
}

/**
 * Paths of the hash router: the path of a URL hash and the matching of route patterns. Plain
 * functions without imports, shared by the route rules and the first-page preload (src/firstPage.ts).
 */

/** The path of the URL hash: everything from '!' cut, a trailing slash dropped. */
export function pathFromHash(hash: string): string {
  const withoutMark = hash.replace(/^#/, '').split('!')[0]?.split('#')[0]?.split('?')[0] ?? '';
  const path = withoutMark.length > 1 ? withoutMark.replace(/\/+$/, '') : withoutMark;
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/**
 * The router location a URL hash stands for, as the hash router reads it: without '#', '/' when empty, a
 * leading '/' added (`#faq` → '/faq').
 */
export function routerPathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** What follows the first '!' of the URL hash (page state such as paging), without a route fragment. */
export function hashStateFromHash(hash: string): string {
  const bang = hash.indexOf('!');
  return bang < 0 ? '' : hash.slice(bang + 1);
}

/** Matches a concrete path against a route pattern (':param' segments); returns the params or undefined. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i += 1) {
    const part = a[i] ?? '';
    const value = b[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        params[part.slice(1)] = value;
      }
    } else if (part !== value) return undefined;
  }
  return params;
}

/**
 * A navigation entry as the shell draws it (main navigation, drawer, sidebar tree). The app's resolved
 * routes have this shape; the shell does not know the route registry.
 */
export interface NavEntry {
  path: string;
  route: { name: string; linkId?: string; target?: string; href?: string; serverRendered?: boolean };
  children: readonly NavEntry[];
}

/** A navigation entry is highlighted when the path equals its path or continues it with a sub-path. */
export function isActivePath(entryPath: string, currentPath: string): boolean {
  return currentPath === entryPath || currentPath.startsWith(`${entryPath.replace(/\/$/, '')}/`);
}

/** Links starting with http are external; other paths starting with a slash or hash are internal. */
export function linkKind(href: string): 'external' | 'internal' | 'other' {
  if (/^https?:/i.test(href)) return 'external';
  if (href.startsWith('/') || href.startsWith('#')) return 'internal';
  return 'other';
}

/**
 * A navigation entry as the shell draws it (main navigation, drawer, sidebar tree). The app's resolved
 * routes have this shape; the shell does not know the route registry.
 */
export interface NavEntry {
  path: string;
  route: { name: string; linkId?: string };
  children: readonly NavEntry[];
}

/** A navigation entry is highlighted when the path equals its path or continues it with a sub-path. */
export function isActivePath(entryPath: string, currentPath: string): boolean {
  return currentPath === entryPath || currentPath.startsWith(`${entryPath.replace(/\/$/, '')}/`);
}

/**
 * Path parameters may only ever fill their own place in their operation's path. The generated calls encode
 * every parameter and pass the operation's path template with the contract's pattern of each parameter; the
 * mutator checks them with `checkRoute` before sending, and the transport refuses any path with a dot
 * segment (`leavesItsPath`), whoever built it.
 */
import { InvalidPathError } from './errors';

/** An operation's path template ('/api/ippcInstallations/{id}') and the pattern of each parameter that has one. */
export interface Route {
  template: string;
  patterns?: Readonly<Record<string, string>>;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const isDotSegment = (segment: string) => segment === '.' || segment === '..';

/** True when a segment of the URL's path is `.` or `..`, also percent-encoded: the server would resolve it elsewhere. */
export function leavesItsPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.split(/[/\\]/).some((segment) => isDotSegment(decodeSegment(segment) ?? segment));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Throws an InvalidPathError unless `url` is the route's template with each parameter filled by exactly one
 * non-empty segment that is no dot segment and matches the parameter's pattern.
 */
export function checkRoute(method: string, url: string, route: Route): void {
  const names: string[] = [];
  const source = route.template
    .split(/\{([^}]+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '([^/?#\\\\]*)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(url);
  const refuse = (reason: string) => new InvalidPathError({ method, path: route.template, reason });
  if (!match) throw refuse(`${url} does not fit the path`);
  names.forEach((name, index) => {
    const value = decodeSegment(match[index + 1] ?? '');
    if (value === undefined || value === '' || isDotSegment(value)) throw refuse(`{${name}} is empty, a dot segment or malformed`);
    const pattern = route.patterns?.[name];
    if (pattern !== undefined && !new RegExp(pattern).test(value)) throw refuse(`{${name}} does not match ${pattern}`);
  });
}

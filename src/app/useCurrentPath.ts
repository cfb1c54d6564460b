import { useLocation } from 'react-router';
import { pathFromHash } from './routeRegistry';

/** The matched path of the current URL: the hash path with everything from '!' cut, a trailing slash dropped. */
export function useCurrentPath(): string {
  const location = useLocation();
  return pathFromHash(location.pathname);
}

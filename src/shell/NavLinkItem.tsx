import { Link } from 'react-router';
import { isActivePath, linkKind, type NavEntry } from './navigation';

/**
 * A navigation entry of the registry: an app route through the router, an external link (http…) in its
 * target (a new window unless told otherwise), a server-rendered page in the same window.
 * The current entry is highlighted on its path and sub-paths and marked aria-current="page".
 */
export function NavLinkItem({ entry, currentPath, id, className, onNavigate }: { entry: NavEntry; currentPath: string; id?: string; className?: string; onNavigate?: () => void }) {
  const { route } = entry;
  if (route.href) {
    const external = linkKind(route.href) === 'external' && !route.serverRendered;
    return (
      <a
        id={id}
        className={className}
        href={route.href}
        target={route.serverRendered ? '_self' : (route.target ?? (external ? '_blank' : undefined))}
        rel={external ? 'noopener noreferrer' : undefined}
        onClick={onNavigate}
      >
        {route.name}
      </a>
    );
  }
  const active = isActivePath(entry.path, currentPath);
  return (
    <Link id={id} className={className} to={entry.path} target={route.target} aria-current={active ? 'page' : undefined} data-active={active || undefined} onClick={onNavigate}>
      {route.name}
    </Link>
  );
}

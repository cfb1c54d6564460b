import { AppLink } from '../components/AppLink';
import { isActivePath, type NavEntry } from './navigation';

/**
 * A navigation entry of the registry, a link through the router. The current entry is highlighted on its
 * path and sub-paths and marked aria-current="page".
 */
export function NavLinkItem({ entry, currentPath, id, className, onNavigate }: { entry: NavEntry; currentPath: string; id?: string; className?: string; onNavigate?: () => void }) {
  const active = isActivePath(entry.path, currentPath);
  return (
    <AppLink id={id} className={className} to={entry.path} aria-current={active ? 'page' : undefined} data-active={active || undefined} onClick={onNavigate}>
      {entry.route.name}
    </AppLink>
  );
}

import { useAtom } from 'jotai';
import { LazyDrawer as Drawer } from '../components/LazyKit';
import type { NavEntry } from './navigation';
import { shellTexts } from '../messages/shell';
import { navDrawerOpenAtom } from '../state/shell';
import { NavLinkItem } from './NavLinkItem';

/** Main navigation: the visible top-level entries; hidden on mobile, where a drawer shows them. */
export function MainNav({ entries, currentPath }: { entries: readonly NavEntry[]; currentPath: string }) {
  return (
    <nav className="main-nav" aria-label={shellTexts.mainNavigation}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLinkItem entry={entry} currentPath={currentPath} id={entry.route.linkId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The burger button of small screens. */
export function BurgerButton() {
  const [open, setOpen] = useAtom(navDrawerOpenAtom);
  return (
    <button type="button" className="shell-icon-button shell-burger" aria-label={shellTexts.openMenu} title={shellTexts.openMenu} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="burger">
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** The navigation drawer of small screens (focus trapped, Escape closes, focus returns to the burger). */
export function NavDrawer({ entries, currentPath }: { entries: readonly NavEntry[]; currentPath: string }) {
  const [open, setOpen] = useAtom(navDrawerOpenAtom);
  const close = () => setOpen(false);
  return (
    <Drawer open={open} onClose={close} title={shellTexts.menu} side="left">
      <nav aria-label={shellTexts.mainNavigation} className="drawer-nav">
        <NavTree entries={entries} currentPath={currentPath} onNavigate={close} />
      </nav>
    </Drawer>
  );
}

/** The visible route tree as nested lists (the drawer's; the sidebar's is a tree widget, SidebarTree). */
function NavTree({ entries, currentPath, onNavigate }: { entries: readonly NavEntry[]; currentPath: string; onNavigate?: () => void }) {
  return (
    <ul className="nav-tree">
      {entries.map((entry) => (
        <li key={entry.path}>
          <NavLinkItem entry={entry} currentPath={currentPath} className="nav-tree__link" onNavigate={onNavigate} />
          {entry.children.length > 0 && <NavTree entries={entry.children} currentPath={currentPath} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

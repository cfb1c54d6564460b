import { useState, type KeyboardEvent } from 'react';
import { AppLink } from '../components/AppLink';
import { shellTexts } from '../messages/shell';
import { isActivePath, type NavEntry } from './navigation';

/** The entries in reading order, children after their parent. */
function flatten(entries: readonly NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children)]);
}

/** The deepest entry the current path lies in. */
function currentEntry(entries: readonly NavEntry[], currentPath: string): NavEntry | undefined {
  return flatten(entries)
    .filter((entry) => isActivePath(entry.path, currentPath))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The sidebar's navigation tree (WAI-ARIA navigation treeview): one Tab stop, the current page's entry;
 * the arrow keys, Home and End move between the entries, Enter follows one. The main navigation above
 * holds the same pages, so the tree adds one Tab stop on the way to the content, not one per page.
 */
export function SidebarTree({ entries, currentPath }: { entries: readonly NavEntry[]; currentPath: string }) {
  const all = flatten(entries);
  const current = currentEntry(entries, currentPath);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const tabStop = all.find((entry) => entry.path === chosen)?.path ?? current?.path ?? all[0]?.path;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="treeitem"]'));
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    const target = next === undefined ? undefined : items[Math.max(0, Math.min(items.length - 1, next))];
    if (!target) return;
    event.preventDefault();
    setChosen(target.dataset.path);
    target.focus();
  };

  const level = (list: readonly NavEntry[], depth: number) =>
    list.map((entry) => {
      const active = isActivePath(entry.path, currentPath);
      return (
        <li key={entry.path} role="none">
          <AppLink
            role="treeitem"
            aria-level={depth}
            aria-expanded={entry.children.length > 0 ? true : undefined}
            className="nav-tree__link"
            to={entry.path}
            data-path={entry.path}
            aria-current={active ? 'page' : undefined}
            data-active={active || undefined}
            tabIndex={entry.path === tabStop ? 0 : -1}
            onFocus={() => setChosen(entry.path)}
          >
            {entry.route.name}
          </AppLink>
          {entry.children.length > 0 && (
            <ul role="group" className="nav-tree">
              {level(entry.children, depth + 1)}
            </ul>
          )}
        </li>
      );
    });

  return (
    // A list as a tree (the WAI-ARIA navigation treeview): its items are links, each followed by Enter.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
    <ul role="tree" aria-label={shellTexts.sidebarTree} className="nav-tree" onKeyDown={onKeyDown}>
      {level(entries, 1)}
    </ul>
  );
}

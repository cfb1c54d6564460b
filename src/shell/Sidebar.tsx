import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { NavEntry } from './navigation';
import { shellTexts } from '../messages/shell';
import { resizeSidebarAtom, SIDEBAR, sidebarAtom, toggleSidebarAtom } from '../state/sidebar';
import { SidebarTree } from './SidebarTree';

const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;

/** The new width for a key on the separator, or undefined for keys it ignores. */
export function widthForKey(key: string, width: number, shift: boolean): number | undefined {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  if (key === 'ArrowRight' || key === 'ArrowUp') return width + step;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return width - step;
  if (key === 'Home') return SIDEBAR.min;
  if (key === 'End') return SIDEBAR.max;
  return undefined;
}

/**
 * Sidebar navigation tree on the left: open or collapsed (32 px), resizable by dragging the
 * separator or by the arrow keys on it, between 220 and 600 px.
 */
export function Sidebar({ entries, currentPath }: { entries: readonly NavEntry[]; currentPath: string }) {
  const state = useAtomValue(sidebarAtom);
  const toggle = useSetAtom(toggleSidebarAtom);
  const resize = useSetAtom(resizeSidebarAtom);
  const asideRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || !asideRef.current) return;
    resize(event.clientX - asideRef.current.getBoundingClientRect().left);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = widthForKey(event.key, state.width, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    resize(next);
  };

  return (
    <div ref={asideRef} id="sidebar" className="sidebar" data-open={state.isOpen} style={{ ["--sidebar-width" as string]: `${state.width}px` }}>
      <button
        type="button"
        className="sidebar__toggle"
        aria-expanded={state.isOpen}
        aria-controls="sidebar-tree"
        aria-label={state.isOpen ? shellTexts.sidebarHide : shellTexts.sidebarShow}
        title={state.isOpen ? shellTexts.sidebarHide : shellTexts.sidebarShow}
        onClick={() => toggle()}
      >
        <span aria-hidden="true">{state.isOpen ? '«' : '»'}</span>
      </button>
      <nav id="sidebar-tree" className="sidebar__tree" aria-label={shellTexts.sidebarNavigation} hidden={!state.isOpen}>
        <SidebarTree entries={entries} currentPath={currentPath} />
      </nav>
      {state.isOpen && (
        // A focusable separator is a widget (WAI-ARIA 'window splitter'): it takes focus and the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          className="sidebar__resizer"
          role="separator"
          aria-orientation="vertical"
          aria-label={shellTexts.sidebarResize}
          aria-controls="sidebar"
          aria-valuenow={state.width}
          aria-valuemin={SIDEBAR.min}
          aria-valuemax={SIDEBAR.max}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-testid="sidebar-resizer"
        />
      )}
    </div>
  );
}

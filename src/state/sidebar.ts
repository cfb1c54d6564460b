import { atom } from 'jotai';

/** The sidebar: open or collapsed, its width and the width it opens to. */
export interface SidebarState {
  isOpen: boolean;
  width: number;
  expandedWidth: number;
}

/** What the side panel shows. */
export type SidePanelType = 'None' | 'Filter' | 'History';

export type LayoutVariant = 'Desktop' | 'Tablet' | 'Mobile';

/** Sidebar widths (px). */
export const SIDEBAR = { collapsed: 32, mobileClosed: 0, default: 340, min: 220, max: 600 } as const;

/** Mobile closed at width 0, tablet closed at 32, desktop open at 340. */
export function initialSidebar(variant: LayoutVariant, expandedWidth: number = SIDEBAR.default): SidebarState {
  if (variant === 'Mobile') return { isOpen: false, width: SIDEBAR.mobileClosed, expandedWidth };
  if (variant === 'Tablet') return { isOpen: false, width: SIDEBAR.collapsed, expandedWidth };
  return { isOpen: true, width: expandedWidth, expandedWidth };
}

export function clampSidebarWidth(width: number): number {
  return Math.round(Math.min(SIDEBAR.max, Math.max(SIDEBAR.min, width)));
}

export const sidebarAtom = atom<SidebarState>(initialSidebar('Desktop'));

/** Resets the sidebar to the defaults of a layout variant, keeping the width the user dragged it to. */
export const sidebarVariantAtom = atom(null, (get, set, variant: LayoutVariant) => {
  set(sidebarAtom, initialSidebar(variant, get(sidebarAtom).expandedWidth));
});

export const toggleSidebarAtom = atom(null, (get, set) => {
  const state = get(sidebarAtom);
  set(sidebarAtom, state.isOpen ? { ...state, isOpen: false, width: SIDEBAR.collapsed } : { ...state, isOpen: true, width: state.expandedWidth });
});

/** Drag- or keyboard-resize: allowed between 220 and 600; resizing opens the sidebar. */
export const resizeSidebarAtom = atom(null, (_get, set, width: number) => {
  const next = clampSidebarWidth(width);
  set(sidebarAtom, { isOpen: true, width: next, expandedWidth: next });
});

export const sidePanelTypeAtom = atom<SidePanelType>('None');

import { createContext, useContext, type ReactNode } from 'react';

/** A page is in mode auto (each form decides), edit or view. */
export type PageMode = 'auto' | 'edit' | 'view';

const PageModeContext = createContext<PageMode>('auto');

export function PageModeProvider({ mode, children }: { mode: PageMode; children: ReactNode }) {
  return <PageModeContext.Provider value={mode}>{children}</PageModeContext.Provider>;
}

export function usePageMode(): PageMode {
  return useContext(PageModeContext);
}

/** The mode a form shows: the page decides unless it is 'auto', then the form's own state does. */
export function effectiveMode(page: PageMode, own: 'edit' | 'view'): 'edit' | 'view' {
  return page === 'auto' ? own : page;
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface CollapseGroupValue {
  states: Record<string, boolean>;
  register: (id: string, open: boolean) => () => void;
  setOpen: (id: string, open: boolean) => void;
  setAll: (open: boolean) => void;
}

const CollapseGroupContext = createContext<CollapseGroupValue | null>(null);

/** Holds the open state of the collapsible blocks inside it (a modal body, a page) for 'Alles aufklappen'. */
export function CollapseGroup({ children }: { children: ReactNode }) {
  const [states, setStates] = useState<Record<string, boolean>>({});
  const register = useCallback((id: string, open: boolean) => {
    setStates((current) => (id in current ? current : { ...current, [id]: open }));
    return () =>
      setStates((current) => {
        const next = { ...current };
        delete next[id];
        return next;
      });
  }, []);
  const setOpen = useCallback((id: string, open: boolean) => setStates((current) => ({ ...current, [id]: open })), []);
  const setAll = useCallback((open: boolean) => setStates((current) => Object.fromEntries(Object.keys(current).map((key) => [key, open]))), []);
  const value = useMemo(() => ({ states, register, setOpen, setAll }), [states, register, setOpen, setAll]);
  return <CollapseGroupContext.Provider value={value}>{children}</CollapseGroupContext.Provider>;
}

export function useCollapseGroup(): CollapseGroupValue | null {
  return useContext(CollapseGroupContext);
}

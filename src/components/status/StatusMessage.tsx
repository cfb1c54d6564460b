import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createStatusQueue } from './statusQueue';
import '../kit.css';
import './status.css';

type Announce = (message: string) => void;

const StatusContext = createContext<Announce | null>(null);

/**
 * A polite live region (role status) for short messages ('Filter gespeichert'): throttled at 200 ms and
 * cleared after 500 ms. `visible` shows the text too (for the gallery); normally it is only heard.
 */
export function StatusProvider({ children, visible = false }: { children: ReactNode; visible?: boolean }) {
  const [message, setMessage] = useState('');
  const queue = useRef<ReturnType<typeof createStatusQueue> | null>(null);
  useEffect(() => {
    const created = createStatusQueue(setMessage);
    queue.current = created;
    return () => created.dispose();
  }, []);
  const announce = useCallback((text: string) => queue.current?.announce(text), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <StatusContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className={visible ? 'kit-status' : 'visually-hidden'} data-testid="status-region">
        {message}
      </div>
    </StatusContext.Provider>
  );
}

/** Announces a status message through the nearest StatusProvider (no-op without one). */
export function useStatusMessage(): Announce {
  return useContext(StatusContext) ?? noop;
}

function noop() {}

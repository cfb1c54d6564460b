import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a commit of their own, after the commit that mounts it: a large view's first
 * render (what the first screen shows, then the rest) is two tasks of the main thread instead of one long
 * one (Total Blocking Time). The children render as a transition, in slices like any.
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}

import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../motion';

/** The states of a transition. */
export type TransitionState = 'unmounted' | 'exited' | 'entering' | 'entered' | 'exiting';

/**
 * Drives a transition between the five states: in → entering → (timeout) entered; out → exiting →
 * (timeout) exited, or unmounted with `unmountOnExit`. With reduced motion the timeout is 0.
 */
export function useTransitionState(inProp: boolean, timeout: number, options: { unmountOnExit?: boolean; mountOnEnter?: boolean } = {}): TransitionState {
  const { unmountOnExit = false, mountOnEnter = false } = options;
  const restState: TransitionState = unmountOnExit || mountOnEnter ? 'unmounted' : 'exited';
  const [state, setState] = useState<TransitionState>(inProp ? 'entered' : restState);
  const [previousIn, setPreviousIn] = useState(inProp);
  const duration = prefersReducedMotion() ? 0 : timeout;
  if (previousIn !== inProp) {
    setPreviousIn(inProp);
    if (duration === 0) setState(inProp ? 'entered' : unmountOnExit ? 'unmounted' : 'exited');
    else setState(inProp ? 'entering' : 'exiting');
  }
  useEffect(() => {
    if (state !== 'entering' && state !== 'exiting') return undefined;
    const timer = setTimeout(() => setState(state === 'entering' ? 'entered' : unmountOnExit ? 'unmounted' : 'exited'), duration);
    return () => clearTimeout(timer);
  }, [state, duration, unmountOnExit]);
  return state;
}

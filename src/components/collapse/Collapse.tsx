import { type ReactNode } from 'react';
import { timings } from '../motion';
import { useTransitionState, type TransitionState } from './useTransitionState';
import '../kit.css';
import './collapse.css';

export interface CollapseProps {
  in: boolean;
  id?: string;
  /** ms; 225 by default. */
  timeout?: number;
  unmountOnExit?: boolean;
  onStateChange?: (state: TransitionState) => void;
  children: ReactNode;
  className?: string;
}

/** Animates its content's height open and closed (225 ms, none with reduced motion); closed content is hidden. */
export function Collapse({ in: inProp, id, timeout = timings.collapse, unmountOnExit = false, children, className }: CollapseProps) {
  const state = useTransitionState(inProp, timeout, { unmountOnExit });
  if (state === 'unmounted') return null;
  return (
    <div id={id} className={['kit-collapse', className].filter(Boolean).join(' ')} data-state={state} hidden={state === 'exited'}>
      <div className="kit-collapse__inner">{children}</div>
    </div>
  );
}

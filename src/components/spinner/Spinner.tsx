import { useEffect, useState } from 'react';
import { uiTexts } from '../../messages/ui';
import { timings } from '../motion';
import '../kit.css';
import './spinner.css';

/** Shows `children` only after `delay` ms (default 500), so quick loads never flash a spinner. */
function useDelayed(active: boolean, delay: number): boolean {
  const [shown, setShown] = useState(active && delay <= 0);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setShown(active && delay <= 0);
  }
  useEffect(() => {
    if (!active || delay <= 0) return undefined;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return shown;
}

export interface SpinnerProps {
  /** Label read by screen readers (default 'Wird geladen …'). */
  label?: string;
  /** Show the label next to the spinner. */
  showLabel?: boolean;
  /** ms before the spinner appears; 500 by default. */
  delay?: number;
  size?: 'sm' | 'md';
}

export function Spinner({ label = uiTexts.loading, showLabel = false, delay = timings.spinnerDelay, size = 'md' }: SpinnerProps) {
  const shown = useDelayed(true, delay);
  if (!shown) return null;
  return (
    <span className={`kit-spinner kit-spinner--${size}`} role="status">
      <span className="kit-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'kit-spinner__label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}

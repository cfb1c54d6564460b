import { useEffect, useState, type ReactNode } from 'react';
import { uiTexts } from '../../messages/ui';
import { timings } from '../motion';
import '../kit.css';
import './form.css';

/** Keeps `active` true for at least `minimum` ms once it became true (saving shows ≥ 500 ms). */
function useMinimumDuration(active: boolean, minimum: number): boolean {
  const [holding, setHolding] = useState(false);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (active) setHolding(true);
  }
  useEffect(() => {
    if (!holding) return undefined;
    const timer = setTimeout(() => setHolding(false), minimum);
    return () => clearTimeout(timer);
  }, [holding, minimum]);
  return active || holding;
}

export interface SaveIndicatorProps {
  saving: boolean;
  error?: boolean;
  /** Shown when neither saving nor failed (e.g. the button text). */
  children?: ReactNode;
}

/** A spinner while saving (at least 500 ms), a warning icon on error, otherwise its content. */
export function SaveIndicator({ saving, error = false, children }: SaveIndicatorProps) {
  const showSaving = useMinimumDuration(saving, timings.saveMinimum);
  if (showSaving) {
    return (
      <span className="kit-save kit-save--saving" data-state="saving">
        <span className="kit-save__spinner" aria-hidden="true" />
        <span className="visually-hidden">{uiTexts.saving}</span>
      </span>
    );
  }
  if (error) {
    return (
      <span className="kit-save kit-save--error" data-state="error" role="img" aria-label={uiTexts.saveFailed} title={uiTexts.saveFailed}>
        <span aria-hidden="true">⚠</span>
      </span>
    );
  }
  return <span className="kit-save" data-state="idle">{children}</span>;
}

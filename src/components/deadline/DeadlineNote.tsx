import type { AdaptationState } from '../../state/adaptation';
import { installationTexts as t } from '../../messages/register';
import { formatDate } from '../format';
import './deadline.css';

/** What a state of the adaptation to BAT conclusions reads as: adapted by a permit, missed, coming up or open. */
export function deadlineNote(state: AdaptationState): string {
  switch (state.kind) {
    case 'adapted':
      return t.deadlineAdapted(formatDate(state.permit.issuedOn));
    case 'past':
      return t.deadlinePast;
    case 'soon':
      return t.deadlineSoon(state.days);
    case 'open':
      return t.deadlineOpen;
  }
}

/** A reconsideration deadline with where it stands, '30.05.2020 (Frist abgelaufen)'; the missed one stands out. */
export function DeadlineNote({ deadline, state }: { deadline: string; state: AdaptationState }) {
  return (
    <>
      {formatDate(deadline)} <span className={`deadline deadline--${state.kind}`}>({deadlineNote(state)})</span>
    </>
  );
}

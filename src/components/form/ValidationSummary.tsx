import { forwardRef, useId, type MouseEvent } from 'react';
import { uiTexts } from '../../messages/ui';

export interface SummaryEntry {
  name: string;
  label: string;
  message: string;
  targetId: string;
}

/** Focuses (and scrolls to) the element with the given id. */
function focusById(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.focus();
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
}

/**
 * 'Folgende Angaben fehlen oder sind fehlerhaft:' listing the invalid fields; an entry focuses
 * its field. Focusable (tabIndex -1) so the form can move focus to it when it appears (GOV.UK error summary).
 */
export const ValidationSummary = forwardRef<HTMLDivElement, { entries: SummaryEntry[] }>(function ValidationSummary({ entries }, ref) {
  const titleId = useId();
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    focusById(id);
  };
  return (
    <div ref={ref} className="kit-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 className="kit-summary__title" id={titleId}>
        {uiTexts.summaryTitle}
      </h2>
      <ul className="kit-summary__list">
        {entries.map((entry) => (
          <li key={entry.name}>
            <a href={`#${entry.targetId}`} onClick={(event) => onClick(event, entry.targetId)}>
              {entry.label}: {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

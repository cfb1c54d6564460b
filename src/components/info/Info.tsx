import { useId, useState, type ReactNode } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { uiTexts } from '../../messages/ui';
import { infoDisplayAtom, toggleAllInfoAtom } from '../../state/infoDisplay';
import '../kit.css';
import './info.css';

/**
 * An info button with its inline help block, toggled per field. The header help
 * toggle shows or hides all blocks (showAll / hideAll); pressing any block's own button or 'Schließen'
 * resets the display to showOpen, where each block keeps its own state.
 */
export function Info({ label, children, defaultOpen = false }: { label: string; children: ReactNode; defaultOpen?: boolean }) {
  const [display, setDisplay] = useAtom(infoDisplayAtom);
  const initial = display === 'showAll' ? true : display === 'hideAll' ? false : defaultOpen;
  const [open, setOpen] = useState(initial);
  const [seenDisplay, setSeenDisplay] = useState(display);
  if (seenDisplay !== display) {
    setSeenDisplay(display);
    if (display === 'showAll') setOpen(true);
    if (display === 'hideAll') setOpen(false);
  }
  const id = `info${useId().replace(/:/g, '')}`;
  const set = (next: boolean) => {
    setOpen(next);
    setSeenDisplay('showOpen');
    setDisplay('showOpen');
  };
  return (
    <span className="kit-info">
      <button type="button" className="kit-info__button" aria-expanded={open} aria-controls={id} aria-label={uiTexts.showInfo(label)} title={uiTexts.showInfo(label)} onClick={() => set(!open)}>
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} className="kit-info__block" hidden={!open}>
        <span className="kit-info__text">{children}</span>
        <button type="button" className="kit-info__close" onClick={() => set(false)}>
          {uiTexts.close}
        </button>
      </span>
    </span>
  );
}

/** The header help button: toggles showAll / hideAll of every inline help text; its box explains the icons. */
export function HelpToggle({ helpdeskHref, onlineHelpHref }: { helpdeskHref?: string; onlineHelpHref?: string }) {
  const [display] = useAtom(infoDisplayAtom);
  const toggleAll = useSetAtom(toggleAllInfoAtom);
  const [boxOpen, setBoxOpen] = useState(false);
  const boxId = `help${useId().replace(/:/g, '')}`;
  const titleId = `${boxId}-title`;
  const pressed = display === 'showAll';
  return (
    <div className="kit-help">
      <button
        type="button"
        className="kit-button kit-button--secondary kit-button--sm"
        aria-pressed={pressed}
        onClick={() => {
          toggleAll();
          setBoxOpen(!pressed);
        }}
      >
        <span aria-hidden="true">?</span> {uiTexts.help}
      </button>
      {boxOpen && (
        <section id={boxId} className="kit-help__box" aria-labelledby={titleId}>
          <h2 id={titleId} className="kit-help__title">
            {uiTexts.help}
          </h2>
          <p>{uiTexts.helpText}</p>
          <ul>
            {onlineHelpHref && (
              <li>
                <a href={onlineHelpHref}>Online-Hilfe</a>
              </li>
            )}
            {helpdeskHref && (
              <li>
                <a href={helpdeskHref}>{uiTexts.helpdesk}</a>
              </li>
            )}
          </ul>
          <button type="button" className="kit-button kit-button--tertiary kit-button--sm" onClick={() => setBoxOpen(false)}>
            {uiTexts.close}
          </button>
        </section>
      )}
    </div>
  );
}

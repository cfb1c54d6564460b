import { useContext, useId, useState, type ReactNode } from 'react';
import { uiTexts } from '../../messages/ui';
import { InfoDisplayContext } from './context';
import { InfoLink } from './InfoLink';
import '../kit.css';
import './info.css';

/**
 * The info icon of a term with its inline help text, toggled per field; with `more`, the text ends in
 * 'Mehr Informationen' (InfoLink) for that info key. The header help toggle shows or hides all blocks
 * (showAll / hideAll); pressing any block's own button or 'Schließen' resets the display to showOpen,
 * where each block keeps its own state.
 */
export function Info({ label, children, more, defaultOpen = false }: { label: string; children: ReactNode; more?: string; defaultOpen?: boolean }) {
  const { display, setDisplay } = useContext(InfoDisplayContext);
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
        <span className="kit-info__text">
          {children}
          {more && (
            <>
              {' '}
              <InfoLink infoKey={more} />
            </>
          )}
        </span>
        <button type="button" className="kit-info__close" onClick={() => set(false)}>
          {uiTexts.close}
        </button>
      </span>
    </span>
  );
}

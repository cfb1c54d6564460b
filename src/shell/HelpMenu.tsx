import { useAtom } from 'jotai';
import { useState } from 'react';
import { shellTexts } from '../messages/shell';
import { infoDisplayAtom } from '../state/infoDisplay';
import { Popout } from './Popout';
import { portalLinks } from './portalLinks';

/**
 * Help toggle: the header help button toggles show-all and hide-all of the inline help texts
 * and opens the closable 'Hilfe' box with the online help and the helpdesk. Any single info action puts
 * the display back to showOpen (src/components/info). Closing the box ends showAll.
 */
export function HelpMenu() {
  const [display, setDisplay] = useAtom(infoDisplayAtom);
  const [open, setOpen] = useState(false);
  return (
    <Popout
      label={shellTexts.help}
      title={shellTexts.help}
      testId="help-button"
      className={display === 'showAll' ? 'shell-icon-button--active' : undefined}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening the help shows every inline help text; closing the box in any way (the button, 'Schließen',
        // Escape, a click outside) hides them again, unless a single info was used meanwhile (showOpen).
        if (next) setDisplay('showAll');
        else if (display === 'showAll') setDisplay('hideAll');
      }}
      trigger={
        <span aria-hidden="true" className="shell-help-icon">
          ?
        </span>
      }
    >
      {(close) => (
        <div className="shell-help">
          <p>{shellTexts.helpText}</p>
          <ul className="shell-menu-list">
            <li>
              <a href={portalLinks.onlineHelp} target="_blank" rel="noopener noreferrer">
                {shellTexts.onlineHelp}
                <span className="visually-hidden"> {shellTexts.newWindow}</span>
              </a>
            </li>
            <li>
              <a href={portalLinks.helpdesk}>{shellTexts.helpdesk}</a>
            </li>
          </ul>
          <div className="shell-help__actions">
            <button type="button" className="shell-text-button" aria-pressed={display === 'showAll'} onClick={() => setDisplay(display === 'showAll' ? 'hideAll' : 'showAll')}>
              {display === 'showAll' ? shellTexts.helpHideAll : shellTexts.helpShowAll}
            </button>
            <button type="button" className="shell-text-button" onClick={close}>
              {shellTexts.close}
            </button>
          </div>
        </div>
      )}
    </Popout>
  );
}

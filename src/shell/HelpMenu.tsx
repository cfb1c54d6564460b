import { useAtom } from 'jotai';
import { useState } from 'react';
import { shellTexts } from '../messages/shell';
import { infoDisplayAtom } from '../state/infoDisplay';
import { Popout, type PopoutClose } from './Popout';
import { portalLinks } from './portalLinks';

/**
 * Whether closing the help box ends showing every help text: its button, its 'Schließen', Escape and a
 * click elsewhere do; moving on by Tab (to read the texts by keyboard) and a click on a help text (its
 * 'Mehr Informationen', its own button) do not.
 */
function endsHelp(how: PopoutClose | undefined): boolean {
  if (how?.by === 'focus') return false;
  if (how?.by === 'pointer') return !(how.target instanceof Element && how.target.closest('.kit-info'));
  return true;
}

/**
 * Help toggle: the header help button toggles show-all and hide-all of the inline help texts
 * and opens the closable 'Hilfe' box with the online help and the helpdesk. Any single info action puts
 * the display back to showOpen (src/components/info). Closing the box ends showAll (endsHelp).
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
      onOpenChange={(next, how) => {
        setOpen(next);
        if (next) setDisplay('showAll');
        else if (display === 'showAll' && endsHelp(how)) setDisplay('hideAll');
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
            {/* Its label says what it does next; no pressed state besides (that would say it twice). */}
            <button type="button" className="shell-text-button" onClick={() => setDisplay(display === 'showAll' ? 'hideAll' : 'showAll')}>
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

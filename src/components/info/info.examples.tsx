import { useMemo, useState } from 'react';
import type { InfoDisplay } from '../../state/infoDisplay';
import { defineExamples } from '../examples';
import { Info, InfoDisplayContext } from './Info';

/** Two info blocks under a page-wide display, toggled as the header's help button does in the app. */
function InfoFields() {
  const [display, setDisplay] = useState<InfoDisplay>('showOpen');
  const context = useMemo(() => ({ display, setDisplay }), [display]);
  return (
    <InfoDisplayContext.Provider value={context}>
      <button type="button" className="kit-button kit-button--secondary kit-button--sm" aria-pressed={display === 'showAll'} onClick={() => setDisplay(display === 'showAll' ? 'hideAll' : 'showAll')}>
        Hilfe
      </button>
      <p>
        Anlagen-ID
        <Info label="Anlagen-ID">Die Kennung der Anlage im Register, z. B. AT-IPPC-000123.</Info>
      </p>
      <p>
        Bezirk
        <Info label="Bezirk">Der politische Bezirk, in dem die Anlage liegt.</Info>
      </p>
    </InfoDisplayContext.Provider>
  );
}

export const infoExamples = defineExamples({
  fields: {
    title: 'Info-Blöcke mit Hilfe-Schalter',
    render: () => <InfoFields />,
  },
});

import { useMemo, useState, type ReactNode } from 'react';
import type { InfoDisplay } from '../../state/infoDisplay';
import { defineExamples } from '../examples';
import { InfoDisplayContext, InfoResolverContext, type InfoResolver } from './context';
import { Info } from './Info';
import { InfoLink } from './InfoLink';

/** The gallery's resolver: a fixed text per key, as the app resolves a section of a CMS page. */
const exampleSections: Record<string, ReactNode> = {
  'faq#faq-status': (
    <>
      <h3>Was bedeuten die Angaben zum Status einer Anlage?</h3>
      <p>In Betrieb, In Errichtung oder Stillgelegt.</p>
    </>
  ),
  'faq#faq-suche': (
    <>
      <h3>Wie finde ich eine bestimmte Anlage?</h3>
      <p>Im Anlagenregister nach Name, Betreiber, Ort, Gemeinde oder Anlagennummer suchen.</p>
    </>
  ),
};
const exampleResolver: InfoResolver = (infoKey) => Promise.resolve(exampleSections[infoKey]);

/** Two info blocks under a page-wide display, toggled as the header's help button does in the app. */
function InfoFields() {
  const [display, setDisplay] = useState<InfoDisplay>('showOpen');
  const context = useMemo(() => ({ display, setDisplay }), [display]);
  return (
    <InfoDisplayContext.Provider value={context}>
      <InfoResolverContext.Provider value={exampleResolver}>
        <button type="button" className="kit-button kit-button--secondary kit-button--sm" aria-pressed={display === 'showAll'} onClick={() => setDisplay(display === 'showAll' ? 'hideAll' : 'showAll')}>
          Hilfe
        </button>
        <p>
          Anlagen-ID
          <Info label="Anlagen-ID">Die Kennung der Anlage im Register, z. B. AT-IPPC-000123.</Info>
        </p>
        <p>
          Bezirk
          <Info label="Bezirk" more="faq#faq-suche">
            Der politische Bezirk, in dem die Anlage liegt.
          </Info>
        </p>
      </InfoResolverContext.Provider>
    </InfoDisplayContext.Provider>
  );
}

export const infoExamples = defineExamples({
  fields: {
    title: 'Info-Blöcke mit Hilfe-Schalter',
    render: () => <InfoFields />,
  },
  link: {
    title: 'Mehr Informationen',
    render: () => (
      <InfoResolverContext.Provider value={exampleResolver}>
        <p>
          Eine Anlage ist in Betrieb, in Errichtung oder stillgelegt. <InfoLink infoKey="faq#faq-status" />
        </p>
        <p>
          Ein Abschnitt, den es nicht gibt: <InfoLink infoKey="faq#faq-unbekannt" />
        </p>
      </InfoResolverContext.Provider>
    ),
  },
  noResolver: {
    title: 'Mehr Informationen ohne Resolver (nur eine Warnung in der Konsole)',
    render: () => <InfoLink infoKey="faq#faq-status" />,
  },
});

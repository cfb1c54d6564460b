import { useState } from 'react';
import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { Alert, CombinedAlert } from './Alert';

function ClosableAlert() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert type="Warning" title="Filter konnten nicht geladen werden" onClose={() => setOpen(false)}>
      Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.
    </Alert>
  ) : (
    <Button variant="secondary" onClick={() => setOpen(true)}>
      Warnung wieder anzeigen
    </Button>
  );
}

export const alertExamples = defineExamples({
  types: {
    title: 'Arten',
    render: () => (
      <>
        <Alert type="Info">Die Daten werden täglich aktualisiert.</Alert>
        <Alert type="Success">Der Filter wurde gespeichert.</Alert>
        <Alert type="Warning">Der aktuelle Filter ist nicht gespeichert.</Alert>
        <Alert type="Danger">Objekt nicht gefunden (Fehler 404)</Alert>
      </>
    ),
  },
  combined: {
    title: 'Zusammengefasst (schwerster Typ zuerst)',
    render: () => (
      <>
        <CombinedAlert
          title="Hinweise zur Anlage"
          items={[
            { type: 'Success', content: 'Stammdaten vollständig' },
            { type: 'Info', content: 'Letzte Inspektion 2023' },
            { type: 'Danger', title: 'Betreiber', content: 'Adresse fehlt', targetId: 'example-alert-combined-target' },
            { type: 'Warning', content: 'bvT-Schlussfolgerung veraltet' },
          ]}
        />
        <label htmlFor="example-alert-combined-target">Adresse des Betreibers</label>{' '}
        <input id="example-alert-combined-target" className="kit-input" style={{ maxWidth: '20rem' }} />
      </>
    ),
  },
  closable: { title: 'Schließbar', render: () => <ClosableAlert /> },
});

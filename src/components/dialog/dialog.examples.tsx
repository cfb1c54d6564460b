import { useState } from 'react';
import { Button } from '../button/Button';
import { CollapsibleSection } from '../collapse/CollapsibleSection';
import { defineExamples } from '../examples';
import { MessageDialog } from './MessageDialog';
import { Modal, type DialogType } from './Modal';

function StandardModal() {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState('–');
  const close = () => setOpen(false);
  const act = (what: string) => () => setLast(what);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Anlage anzeigen</Button>
      <p>
        Zuletzt gewählt: <output data-testid="modal-last-action">{last}</output>
      </p>
      <Modal
        open={open}
        onClose={close}
        title="Anlage AT-IPPC-000123"
        size="modal"
        actions={
          <Button variant="tertiary" size="sm" onClick={act('Drucken')}>
            Drucken
          </Button>
        }
        processBar={[
          { key: 'close', type: 'button', buttonProps: { text: 'Schließen', onClick: close } },
          { key: 'save', type: 'button', buttonProps: { text: 'Speichern', onClick: act('Speichern'), variant: 'primary', id: 'example-modal-save' } },
          { key: 'excel', type: 'button', buttonProps: { text: 'Excel-Export', onClick: act('Excel-Export') } },
          { key: 'gis', type: 'button', buttonProps: { text: 'Im GIS anzeigen', onClick: act('Im GIS anzeigen') } },
        ]}
      >
        <CollapsibleSection title="Betreiber" defaultOpen>
          <p>Musterwerk GmbH, Industriestraße 1, 4020 Linz</p>
        </CollapsibleSection>
        <CollapsibleSection title="Tätigkeiten">
          <p>2.2 Herstellung von Roheisen oder Stahl</p>
        </CollapsibleSection>
        <CollapsibleSection title="Inspektionen">
          <p>Letzte Umweltinspektion am 12.03.2024</p>
        </CollapsibleSection>
      </Modal>
    </>
  );
}

/** A secondary button opening a modal that closes only in the ways it allows. */
function OptionModal({ opener, title, text, closeOnEscape, closeOnBackdrop, closeButton = false }: { opener: string; title: string; text: string; closeOnEscape?: boolean; closeOnBackdrop?: boolean; closeButton?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={title}
        closeOnEscape={closeOnEscape}
        closeOnBackdrop={closeOnBackdrop}
        processBar={closeButton ? [{ key: 'close', type: 'button', buttonProps: { text: 'Schließen', onClick: close, variant: 'primary' } }] : undefined}
      >
        <p>{text}</p>
      </Modal>
    </>
  );
}

function TypedDialogs() {
  const [type, setType] = useState<DialogType | null>(null);
  const texts: Record<DialogType, { title: string; text: string }> = {
    ERROR: { title: 'Zeitüberschreitung', text: 'Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.' },
    WARNING: { title: 'Duplizieren nicht möglich', text: 'Der aktuelle Filter ist nicht gespeichert und kann deshalb nicht dupliziert werden.' },
    INFO: { title: 'Info', text: 'Die Daten werden täglich aktualisiert.' },
  };
  return (
    <>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => setType('ERROR')}>
          Fehlerdialog
        </Button>
        <Button variant="secondary" onClick={() => setType('WARNING')}>
          Warndialog
        </Button>
        <Button variant="secondary" onClick={() => setType('INFO')}>
          Infodialog
        </Button>
      </div>
      {type && (
        <MessageDialog open type={type} title={texts[type].title} onClose={() => setType(null)}>
          <p>{texts[type].text}</p>
        </MessageDialog>
      )}
    </>
  );
}

export const dialogExamples = defineExamples({
  standard: { title: 'Modal mit Abschnitten und Prozessleiste', render: () => <StandardModal /> },
  noEscape: { title: 'Escape deaktiviert', render: () => <OptionModal opener="Dialog ohne Escape öffnen" title="Sitzungsablauf" text="Escape und ein Klick daneben schließen diesen Dialog nicht." closeOnEscape={false} closeButton /> },
  backdrop: { title: 'Schließen per Hintergrund', render: () => <OptionModal opener="Dialog mit Hintergrund-Schließen öffnen" title="Info" text="Ein Klick auf den abgedunkelten Hintergrund schließt diesen Dialog." closeOnBackdrop /> },
  types: { title: 'Dialogtypen ERROR, WARNING, INFO', render: () => <TypedDialogs /> },
});

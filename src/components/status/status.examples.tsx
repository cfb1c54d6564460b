import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { StatusProvider, useStatusMessage } from './StatusMessage';

function Buttons() {
  const announce = useStatusMessage();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: '0.5rem' }}>
      <Button variant="secondary" onClick={() => announce('Filter gespeichert')}>
        Filter speichern
      </Button>
      <Button variant="secondary" onClick={() => announce('12 Anlagen gefunden')}>
        Suchen
      </Button>
    </div>
  );
}

export const statusExamples = defineExamples({
  announce: {
    title: 'Statusmeldung (sichtbar gemacht)',
    render: () => (
      <StatusProvider visible>
        <Buttons />
      </StatusProvider>
    ),
  },
});

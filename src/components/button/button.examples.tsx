import { defineExamples } from '../examples';
import { Button } from './Button';
import { IconButton } from './IconButton';

export const buttonExamples = defineExamples({
  variants: {
    title: 'Varianten',
    render: () => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button>Speichern</Button>
        <Button variant="secondary">Abbrechen</Button>
        <Button variant="tertiary">Zurücksetzen</Button>
        <Button variant="danger">Löschen</Button>
        <Button disabled>Nicht verfügbar</Button>
        <Button size="sm" variant="secondary">
          Klein
        </Button>
        <IconButton label="Schließen" icon="×" />
      </div>
    ),
  },
});

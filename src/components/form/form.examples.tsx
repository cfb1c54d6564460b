import { useState } from 'react';
import { z } from '../../api/zod';
import { defineExamples } from '../examples';
import { Button } from '../button/Button';
import { bezirke } from '../exampleData';
import { parseDay } from '../format';
import { CheckboxField, DateField, KitForm, SaveIndicator, TextField, fields, useKitForm } from './index';
import { MultiSelectField } from './MultiSelectField';

const ruleSchema = z.object({
  name: fields.text({ required: true, minLength: 3, maxLength: 20 }),
  anzahl: fields.number({ required: true, min: 1, max: 100 }),
  datum: fields.date({ min: parseDay('01.01.2020'), max: parseDay('31.12.2030') }),
  kennung: fields.text({ pattern: /^AT-IPPC-\d{6}$/ }),
  bezirke: fields.many({ required: true }),
  ort: fields.text({ validate: (value) => value.trim() !== 'Test' }),
  zustimmung: fields.flag({ required: true }),
});

const emptyRules: z.input<typeof ruleSchema> = { name: '', anzahl: '', datum: '', kennung: '', bezirke: [], ort: '', zustimmung: false };

function RulesForm() {
  const form = useKitForm({ schema: ruleSchema, defaultValues: emptyRules });
  const [log, setLog] = useState<string[]>([]);
  const { isSubmitting, isSubmitted, submitCount, isSubmitSuccessful } = form.formState;
  return (
    <>
      <KitForm
        form={form}
        aria-label="Alle Prüfregeln"
        onSubmit={() => new Promise<void>((resolve) => setTimeout(resolve, 300))}
        onSuccess={(values) => setLog((l) => [...l, `Erfolg: ${values.name}, ${values.anzahl ?? ''}`])}
        onInvalid={(errors) => setLog((l) => [...l, `Ungültig: ${Object.keys(errors).length} Felder`])}
      >
        <TextField name="name" label="Name der Anlage" required hint="3 bis 20 Zeichen" />
        <TextField name="anzahl" label="Anzahl der Linien" required hint="Zwischen 1 und 100" size="sm" inputMode="decimal" autoComplete="off" />
        <DateField name="datum" label="Inbetriebnahme" hint="TT.MM.JJJJ, zwischen 01.01.2020 und 31.12.2030" size="sm" />
        <TextField name="kennung" label="Anlagen-ID" hint="Format AT-IPPC-000000" />
        <MultiSelectField name="bezirke" label="Bezirke" required options={bezirke} />
        <TextField name="ort" label="Ort" hint="„Test“ ist kein gültiger Ort" />
        <CheckboxField name="zustimmung" label="Die Angaben sind vollständig" required />
        <div className="kit-form__actions">
          <Button type="submit">Prüfen und speichern</Button>
          <Button type="reset" variant="secondary">
            Zurücksetzen
          </Button>
        </div>
      </KitForm>
      <p data-testid="submit-state">
        Wird gesendet: {isSubmitting ? 'ja' : 'nein'} · Gesendet: {isSubmitted ? 'ja' : 'nein'} · Anzahl: {submitCount} · Erfolgreich:{' '}
        {isSubmitSuccessful ? 'ja' : 'nein'}
      </p>
      <ul data-testid="observer-log">
        {log.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ul>
    </>
  );
}

export const formExamples = defineExamples({
  rules: { title: 'Prüfregeln und Fehlerübersicht', render: () => <RulesForm /> },
  saveIndicator: {
    title: 'Speicheranzeige',
    render: () => (
      <p style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
        <span>
          Ruhe: <SaveIndicator saving={false}>Gespeichert</SaveIndicator>
        </span>
        <span>
          Speichert: <SaveIndicator saving>Gespeichert</SaveIndicator>
        </span>
        <span>
          Fehler: <SaveIndicator saving={false} error>Gespeichert</SaveIndicator>
        </span>
      </p>
    ),
  },
});

import { useState } from 'react';
import { z } from '../../api/zod';
import { defineExamples } from '../examples';
import { bezirke, bundeslaender } from '../exampleData';
import { parseDay } from '../format';
import { CheckboxField, DateField, EditButton, FormActions, InMode, KitForm, MultiSelectField, NumberField, PageModeProvider, ReadOnlyValue, ResetButton, SaveIndicator, SelectField, SubmitButton, TextField, fields, useKitForm } from './index';

export const ruleSchema = z.object({
  name: fields.text({ required: true, minLength: 3, maxLength: 20 }),
  anzahl: fields.number({ required: true, min: 1, max: 100 }),
  datum: fields.date({ min: parseDay('01.01.2020'), max: parseDay('31.12.2030') }),
  kennung: fields.text({ pattern: /^AT-IPPC-\d{6}$/ }),
  bundesland: fields.text({ required: true }),
  bezirke: fields.many({ required: true }),
  ort: fields.text({ validate: (value) => value.trim() !== 'Test' }),
  zustimmung: fields.flag({ required: true }),
});

const emptyRules: z.input<typeof ruleSchema> = { name: '', anzahl: '', datum: '', kennung: '', bundesland: '', bezirke: [], ort: '', zustimmung: false };

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
        <NumberField name="anzahl" label="Anzahl der Linien" required hint="Zwischen 1 und 100" size="sm" />
        <DateField name="datum" label="Inbetriebnahme" hint="TT.MM.JJJJ, zwischen 01.01.2020 und 31.12.2030" size="sm" />
        <TextField name="kennung" label="Anlagen-ID" hint="Format AT-IPPC-000000" />
        <SelectField name="bundesland" label="Bundesland" required options={bundeslaender} />
        <MultiSelectField name="bezirke" label="Bezirke" required options={bezirke} />
        <TextField name="ort" label="Ort" hint="„Test“ ist kein gültiger Ort" />
        <CheckboxField name="zustimmung" label="Die Angaben sind vollständig" required />
        <FormActions>
          <SubmitButton>Prüfen und speichern</SubmitButton>
          <ResetButton>Zurücksetzen</ResetButton>
        </FormActions>
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

const contactSchema = z.object({
  ansprechperson: fields.text({ required: true, maxLength: 100 }),
  telefon: fields.text({ maxLength: 30 }),
  emissionen: fields.number({ min: 0 }),
});

function ReadModeForm() {
  const form = useKitForm({ schema: contactSchema, defaultValues: { ansprechperson: 'Maria Huber', telefon: '', emissionen: '1234,5' } });
  return (
    <KitForm form={form} readMode aria-label="Kontaktdaten" onSubmit={() => undefined}>
      <TextField name="ansprechperson" label="Ansprechperson" required />
      <TextField name="telefon" label="Telefon" autoComplete="tel" />
      <NumberField name="emissionen" label="Emissionen (t/Jahr)" />
      <FormActions>
        <EditButton />
        <InMode mode="edit">
          <SubmitButton />
          <SubmitButton stayInEditMode variant="secondary">
            Speichern und weiter bearbeiten
          </SubmitButton>
          <ResetButton />
        </InMode>
      </FormActions>
    </KitForm>
  );
}

function ViewPage() {
  const form = useKitForm({ schema: contactSchema, defaultValues: { ansprechperson: 'Josef Gruber', telefon: '', emissionen: '' } });
  return (
    <PageModeProvider mode="view">
      <KitForm form={form} aria-label="Kontaktdaten (Seite im Lesemodus)" onSubmit={() => undefined}>
        <TextField name="ansprechperson" label="Ansprechperson" />
        <TextField name="telefon" label="Telefon" />
        <NumberField name="emissionen" label="Emissionen (t/Jahr)" />
      </KitForm>
    </PageModeProvider>
  );
}

export const formExamples = defineExamples({
  rules: { title: 'Prüfregeln und Fehlerübersicht', render: () => <RulesForm /> },
  readMode: { title: 'Formular im Lesemodus', render: () => <ReadModeForm /> },
  pageView: { title: 'Seitenmodus „Ansicht“', render: () => <ViewPage /> },
  readOnly: {
    title: 'Leere Anzeige',
    render: () => (
      <>
        <ReadOnlyValue label="Bemerkung" value="" />
        <ReadOnlyValue label="Kapazität" value="1.250,00 t" />
      </>
    ),
  },
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

import { useState } from 'react';
import { defineExamples } from '../examples';
import { bezirke, bundeslaender } from '../exampleData';
import { Dropdown, type DropdownSize } from './Dropdown';
import { MultiSelect } from './MultiSelect';
import type { DropdownOption } from './listNavigation';

function Single({ id, label, options, size }: { id: string; label: string; options: DropdownOption[]; size?: DropdownSize }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ marginBottom: '0.75rem' }}>
      <span id={`${id}-label`} style={{ display: 'block', fontWeight: 600 }}>
        {label}
      </span>
      <Dropdown id={id} labelledBy={`${id}-label`} options={options} value={value} onChange={setValue} size={size} />
      <p>
        Gewählt: <output data-testid={`${id}-value`}>{options.find((o) => o.value === value)?.label ?? '–'}</output>
      </p>
    </div>
  );
}

function Multi() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <div>
      <label id="ex-multi-label" htmlFor="ex-multi" style={{ display: 'block', fontWeight: 600 }}>
        Bezirke
      </label>
      <MultiSelect id="ex-multi" labelledBy="ex-multi-label" options={bezirke} value={value} onChange={setValue} />
    </div>
  );
}

export const dropdownExamples = defineExamples({
  single: { title: 'Auswahl (Bundesland)', render: () => <Single id="ex-bundesland" label="Bundesland" options={bundeslaender} /> },
  long: { title: 'Lange Liste (max. 300 px hoch)', render: () => <Single id="ex-bezirk" label="Bezirk" options={bezirke} size="large" /> },
  sizes: {
    title: 'Größen klein, mittel, groß',
    render: () => (
      <>
        <Single id="ex-size-small" label="Klein" options={bundeslaender} size="small" />
        <Single id="ex-size-medium" label="Mittel (224 px)" options={bundeslaender} size="medium" />
        <Single id="ex-size-large" label="Groß (257 px)" options={bundeslaender} size="large" />
      </>
    ),
  },
  empty: { title: 'Leere Liste', render: () => <Single id="ex-empty" label="Tätigkeit" options={[]} /> },
  multi: { title: 'Mehrfachauswahl mit Suche (Filterkriterium)', render: () => <Multi /> },
});

import { useState } from 'react';
import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { Collapse } from './Collapse';
import { CollapseGroup } from './CollapseGroup';
import { CollapsibleSection, ExpandAllToggle } from './CollapsibleSection';
import { useTransitionState } from './useTransitionState';

function RawCollapse() {
  const [open, setOpen] = useState(false);
  const state = useTransitionState(open, 225);
  return (
    <div>
      <Button variant="secondary" aria-expanded={open} aria-controls="example-collapse-raw-content" onClick={() => setOpen(!open)}>
        Details
      </Button>
      <p>
        Zustand: <span data-testid="transition-state">{state}</span>
      </p>
      <Collapse in={open} id="example-collapse-raw-content">
        <p>Die Anlage unterliegt der Industrieemissionsrichtlinie (IE-R).</p>
      </Collapse>
    </div>
  );
}

export const collapseExamples = defineExamples({
  section: {
    title: 'Aufklappbarer Abschnitt',
    render: () => (
      <CollapsibleSection title="Betreiber">
        <p>Musterwerk GmbH, Industriestraße 1, 4020 Linz</p>
      </CollapsibleSection>
    ),
  },
  group: {
    title: 'Mehrere Abschnitte mit „Alles aufklappen“',
    render: () => (
      <CollapseGroup>
        <ExpandAllToggle />
        <CollapsibleSection title="Standort">
          <p>Linz, Oberösterreich</p>
        </CollapsibleSection>
        <CollapsibleSection title="Tätigkeiten">
          <p>Herstellung von Roheisen oder Stahl</p>
        </CollapsibleSection>
        <CollapsibleSection title="Inspektionen" defaultOpen>
          <p>Letzte Umweltinspektion am 12.03.2024</p>
        </CollapsibleSection>
      </CollapseGroup>
    ),
  },
  transition: { title: 'Übergangszustände', render: () => <RawCollapse /> },
});

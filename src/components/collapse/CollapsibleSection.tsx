import { useEffect, useId, useState, type ReactNode } from 'react';
import { uiTexts } from '../../messages/ui';
import { Collapse } from './Collapse';
import { useCollapseGroup } from './CollapseGroup';
import '../kit.css';
import './collapse.css';

export interface CollapsibleSectionProps {
  title: string;
  defaultOpen?: boolean;
  /** Heading level of the title (the button sits inside the heading, WAI-ARIA disclosure/accordion). */
  level?: 2 | 3 | 4;
  children: ReactNode;
}

/** A disclosure block: a heading with a button (aria-expanded) that shows and hides the content. */
export function CollapsibleSection({ title, defaultOpen = false, level = 3, children }: CollapsibleSectionProps) {
  const id = `collapse${useId().replace(/:/g, '')}`;
  const group = useCollapseGroup();
  const [localOpen, setLocalOpen] = useState(defaultOpen);
  const register = group?.register;
  useEffect(() => register?.(id, defaultOpen), [register, id, defaultOpen]);
  const open = group ? (group.states[id] ?? defaultOpen) : localOpen;
  const toggle = () => (group ? group.setOpen(id, !open) : setLocalOpen(!open));
  const Heading = `h${level}` as const;
  return (
    <div className="kit-section">
      <Heading className="kit-section__heading">
        <button type="button" className="kit-section__toggle" aria-expanded={open} aria-controls={`${id}-content`} onClick={toggle}>
          <span className="kit-section__icon" aria-hidden="true" />
          {title}
        </button>
      </Heading>
      <Collapse in={open} id={`${id}-content`}>
        <div className="kit-section__content">{children}</div>
      </Collapse>
    </div>
  );
}

/** 'Alles aufklappen' / 'Alles zuklappen': shown only when the group has more than one block. */
export function ExpandAllToggle() {
  const group = useCollapseGroup();
  if (!group) return null;
  const values = Object.values(group.states);
  if (values.length <= 1) return null;
  const allOpen = values.every(Boolean);
  return (
    <button type="button" className="kit-button kit-button--tertiary kit-button--sm" onClick={() => group.setAll(!allOpen)}>
      {allOpen ? uiTexts.collapseAll : uiTexts.expandAll}
    </button>
  );
}

import { useState } from 'react';
import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { FilterNameDialog } from './FilterNameDialog';

function FilterNameExample() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Unbenannter Filter');
  return (
    <>
      <p>
        Filter: <output data-testid="filter-name-value">{name}</output>
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Filter umbenennen
      </Button>
      <FilterNameDialog open={open} mode="EDIT" initialName={name} onSubmit={setName} onClose={() => setOpen(false)} />
    </>
  );
}

export const filterNameExamples = defineExamples({
  rename: { title: 'Filter umbenennen', render: () => <FilterNameExample /> },
});

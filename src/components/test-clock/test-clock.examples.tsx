import { useState } from 'react';
import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { TestClockDialog, type TestClockValues } from './TestClockDialog';

function TestClockExample() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<TestClockValues | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        15.05.2024, 10:30
      </Button>
      <p>
        Gesendet: <output data-testid="test-clock-query">{query ? JSON.stringify(query) : '–'}</output>
      </p>
      <TestClockDialog open={open} serverTime="2024-05-15T08:30:00Z" onSubmit={setQuery} onClose={() => setOpen(false)} />
    </>
  );
}

export const testClockExamples = defineExamples({
  set: { title: 'Testuhr stellen', render: () => <TestClockExample /> },
});

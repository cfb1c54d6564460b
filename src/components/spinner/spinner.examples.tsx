import { useState } from 'react';
import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { Spinner } from './Spinner';

function DelayedSpinner() {
  const [loading, setLoading] = useState(false);
  return (
    <div>
      <Button variant="secondary" onClick={() => setLoading(!loading)} aria-pressed={loading}>
        Laden simulieren
      </Button>{' '}
      {loading && <Spinner label="Anlagen werden geladen …" showLabel />}
    </div>
  );
}

export const spinnerExamples = defineExamples({
  delayed: { title: 'Erscheint nach 500 ms', render: () => <DelayedSpinner /> },
  immediate: { title: 'Sofort, mit Text', render: () => <Spinner delay={0} showLabel label="Wird geladen …" /> },
});

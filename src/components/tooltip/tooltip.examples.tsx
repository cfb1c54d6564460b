import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { Tooltip } from './Tooltip';

export const tooltipExamples = defineExamples({
  button: {
    title: 'An einer Schaltfläche',
    render: () => (
      <Tooltip content="Exportiert die gefilterten Anlagen als Excel-Datei">
        <Button variant="secondary">Export</Button>
      </Tooltip>
    ),
  },
  version: {
    title: 'Versionsangabe',
    render: () => (
      <Tooltip content="IPPC Austria, Version 1.4.2, Build 2024-118" placement="right">
        <button type="button" className="kit-button kit-button--tertiary">
          Version 1.4.2
        </button>
      </Tooltip>
    ),
  },
});

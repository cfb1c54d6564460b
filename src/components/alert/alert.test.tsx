import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../testing';
import { Alert } from './Alert';
import { alertExamples } from './alert.examples';
import { combinedType, sortAlerts } from './alerts';

describeExamples('alert', alertExamples);

describe('alerts', () => {
  it('are ordered Danger, Warning, Info, Success and a combined alert takes the most severe type', () => {
    const items = [{ type: 'Success' as const }, { type: 'Info' as const }, { type: 'Danger' as const }, { type: 'Warning' as const }];
    expect(sortAlerts(items).map((i) => i.type)).toEqual(['Danger', 'Warning', 'Info', 'Success']);
    expect(combinedType([{ type: 'Info' }, { type: 'Warning' }])).toBe('Warning');
    expect(combinedType([{ type: 'Success' }])).toBe('Success');
    render(<>{alertExamples.combined.render()}</>);
    const items2 = screen.getAllByRole('listitem');
    expect(items2.map((li) => li.getAttribute('data-type'))).toEqual(['Danger', 'Warning', 'Info', 'Success']);
    expect(screen.getAllByRole('img')[0]).toHaveAccessibleName('Fehler');
  });
  it('icons carry the tooltips Information, Erfolg, Warnung, Fehler', () => {
    render(<>{alertExamples.types.render()}</>);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('title'))).toEqual(['Information', 'Erfolg', 'Warnung', 'Fehler']);
  });
  it('announces Danger as alert and Success as status when asked', () => {
    render(
      <>
        <Alert type="Danger" announce>
          A
        </Alert>
        <Alert type="Success" announce>
          B
        </Alert>
      </>,
    );
    expect(within(screen.getByRole('alert')).getByText('A')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('B')).toBeInTheDocument();
  });
});

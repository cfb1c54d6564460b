import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples, renderExample } from '../testing';
import { testClockSchema } from './TestClockDialog';
import { testClockExamples } from './test-clock.examples';

describeExamples('test-clock', testClockExamples);

describe('Testuhr stellen', () => {
  it('turns date and time into the contract query and rejects impossible values', () => {
    expect(testClockSchema.parse({ date: '01.06.2024', time: '09:15' })).toEqual({ datetime: new Date(2024, 5, 1, 9, 15).toISOString() });
    const issues = testClockSchema.safeParse({ date: '31.02.2024', time: '' }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['date', 'Validierungsfehler'],
      ['time', 'Dieses Feld ist verpflichtend'],
    ]);
  });

  it('the dialog submits the query and closes', async () => {
    const user = renderExample(testClockExamples.set);
    await user.click(screen.getByRole('button', { name: '15.05.2024, 10:30' }));
    const dialog = screen.getByRole('dialog', { name: 'Testuhr stellen' });
    const date = within(dialog).getByLabelText(/Datum/);
    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: /Testuhr stellen$/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Datum: Dieses Feld ist verpflichtend');
    await user.type(date, '01.06.2024');
    await user.click(within(dialog).getByRole('button', { name: /Testuhr stellen$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('test-clock-query')).toHaveTextContent('"datetime":"2024-06-01T');
  });
});

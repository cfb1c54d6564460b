import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples, renderExample } from '../testing';
import { filterNameExamples } from './filter-name.examples';

describeExamples('filter-name', filterNameExamples);

describe('Filtername dialog', () => {
  it('requires a name of at most 100 characters and saves it', async () => {
    const user = renderExample(filterNameExamples.rename);
    await user.click(screen.getByRole('button', { name: 'Filter umbenennen' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtername' });
    const field = within(dialog).getByLabelText(/Name des Filters/);
    expect(field).toHaveValue('Unbenannter Filter');
    await user.clear(field);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Dieses Feld ist verpflichtend')));
    await user.click(field);
    await user.paste('x'.repeat(101));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Maximal 100 Zeichen')));
    await user.clear(field);
    await user.type(field, 'Meine Anlagen{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('filter-name-value')).toHaveTextContent('Meine Anlagen');
  });
});

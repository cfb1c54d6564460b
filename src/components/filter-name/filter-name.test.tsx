import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../testing';
import { filterNameExamples } from './filter-name.examples';

describeExamples('filter-name', filterNameExamples);

describe('Filtername dialog', () => {
  it('requires a name of at most 100 characters and saves it', async () => {
    const user = userEvent.setup();
    render(<>{filterNameExamples.rename.render()}</>);
    await user.click(screen.getByRole('button', { name: 'Filter umbenennen' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtername' });
    const field = within(dialog).getByLabelText(/Name des Filters/);
    expect(field).toHaveValue('Unbenannter Filter');
    await user.clear(field);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Dieses Feld ist verpflichtend'));
    await user.paste('x'.repeat(101));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Maximal 100 Zeichen'));
    await user.clear(field);
    await user.type(field, 'Meine Anlagen{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('filter-name-value')).toHaveTextContent('Meine Anlagen');
  });
});

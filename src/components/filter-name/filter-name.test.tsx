import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../testing';
import { filterNameExamples } from './filter-name.examples';

// Interaction tests drive real async validation and focus management; give them room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

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

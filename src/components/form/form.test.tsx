import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { describeExamples, renderExample } from '../testing';
import { formExamples } from './form.examples';
import { Button } from '../button/Button';
import { KitForm, SaveIndicator, TextField, fields, useKitForm } from './index';

describeExamples('form', formExamples);

describe('the rules form', () => {
  it('focuses the summary after an invalid submit; its entries focus their fields', async () => {
    const user = renderExample(formExamples.rules);
    await user.click(screen.getByRole('button', { name: 'Prüfen und speichern' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading')).toHaveTextContent('Folgende Angaben fehlen oder sind fehlerhaft:');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Name der Anlage: Dieses Feld ist verpflichtend',
      'Anzahl der Linien: Dieses Feld ist verpflichtend',
      'Bezirke: Dieses Feld ist verpflichtend',
      'Die Angaben sind vollständig: Dieses Feld ist verpflichtend',
    ]);
    await user.click(links[2]!);
    expect(screen.getByRole('combobox', { name: 'Bezirke' })).toHaveFocus();
    await user.click(links[0]!);
    const name = screen.getByLabelText(/Name der Anlage/);
    expect(name).toHaveFocus();
    expect(screen.getByTestId('submit-state')).toHaveTextContent('Gesendet: ja · Anzahl: 1 · Erfolgreich: nein');
    expect(screen.getByTestId('observer-log')).toHaveTextContent('Ungültig: 4 Felder');
  });

  it('validates on every change', async () => {
    const user = renderExample(formExamples.rules);
    const name = screen.getByLabelText(/Name der Anlage/);
    await user.type(name, 'ab');
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('Mindestens 3 Zeichen')));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await user.type(name, 'c');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    const count = screen.getByLabelText(/Anzahl der Linien/);
    await user.type(count, '101');
    await waitFor(() => expect(count).toHaveAccessibleDescription(expect.stringContaining('Wert darf maximal 100 sein')));
  });
});

const schema = z.object({ name: fields.text({ required: true, maxLength: 10 }) });

function Probe({ onSubmit, onSuccess }: { onSubmit: () => Promise<void> | void; onSuccess?: () => void }) {
  const form = useKitForm({ schema, defaultValues: { name: '' } });
  return (
    <KitForm form={form} onSubmit={onSubmit} onSuccess={onSuccess} summary={false} aria-label="Probe">
      <TextField name="name" label="Name" required />
      <Button type="submit">Speichern</Button>
      <p data-testid="state">{`${form.formState.isSubmitting}/${form.formState.isSubmitted}/${form.formState.submitCount}/${form.formState.isSubmitSuccessful}`}</p>
    </KitForm>
  );
}

describe('submit states and observers', () => {
  it('without a summary the first invalid field gets focus; success observers are called', async () => {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    let resolve: () => void = () => undefined;
    render(<Probe onSubmit={() => new Promise<void>((r) => (resolve = r))} onSuccess={onSuccess} />);
    await user.click(screen.getByRole('button', { name: /Speichern$/ }));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText(/Name/), 'Linz');
    await user.click(screen.getByRole('button', { name: /Speichern$/ }));
    expect(screen.getByTestId('state')).toHaveTextContent('true/true/1/false');
    await act(async () => resolve());
    expect(screen.getByTestId('state')).toHaveTextContent('false/true/2/true');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('the save indicator shows a spinner while saving (at least 500 ms), a warning icon on error, else its content', () => {
    vi.useFakeTimers();
    const { rerender, container } = render(<SaveIndicator saving={false}>Gespeichert</SaveIndicator>);
    expect(container).toHaveTextContent('Gespeichert');
    rerender(<SaveIndicator saving>Gespeichert</SaveIndicator>);
    expect(container.querySelector('[data-state="saving"]')).not.toBeNull();
    rerender(<SaveIndicator saving={false} error>Gespeichert</SaveIndicator>);
    expect(container.querySelector('[data-state="saving"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('img', { name: 'Speichern fehlgeschlagen' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});

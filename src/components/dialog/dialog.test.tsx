import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples, renderExample } from '../testing';
import { dialogExamples } from './dialog.examples';

describeExamples('dialog', dialogExamples);

describe('modal', () => {
  it('has a title, a close button, Alles aufklappen for several blocks and Mehr/Weniger; Escape closes and returns focus', async () => {
    const user = renderExample(dialogExamples.standard);
    const opener = screen.getByRole('button', { name: 'Anlage anzeigen' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Anlage AT-IPPC-000123' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('kit-modal--modal');
    expect(within(dialog).getAllByRole('button', { name: 'Schließen' }).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Alles aufklappen' }));
    expect(within(dialog).getByRole('button', { name: 'Tätigkeiten' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Alles zuklappen' })).toBeInTheDocument();
    const more = within(dialog).getByRole('button', { name: 'Mehr' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(dialog).getByRole('button', { name: 'Weniger' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Im GIS anzeigen' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Escape does nothing when not enabled', async () => {
    const user = renderExample(dialogExamples.noEscape);
    await user.click(screen.getByRole('button', { name: 'Dialog ohne Escape öffnen' }));
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Sitzungsablauf' });
    expect(within(dialog).queryByRole('button', { name: 'Alles aufklappen' })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ERROR and WARNING are alertdialogs described by their message; INFO is a dialog', async () => {
    const user = renderExample(dialogExamples.types);
    await user.click(screen.getByRole('button', { name: 'Fehlerdialog' }));
    const error = screen.getByRole('alertdialog', { name: 'Zeitüberschreitung' });
    expect(error).toHaveAccessibleDescription(/Der Server braucht zu lange/);
    expect(within(error).getByRole('img', { name: 'Fehler' })).toBeInTheDocument();
    await user.click(within(error).getAllByRole('button', { name: 'Schließen' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Warndialog' }));
    expect(within(screen.getByRole('alertdialog', { name: 'Duplizieren nicht möglich' })).getByRole('img', { name: 'Warnung' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Infodialog' }));
    expect(within(screen.getByRole('dialog', { name: 'Info' })).getByRole('img', { name: 'Information' })).toBeInTheDocument();
  });
});

describe('the error sign', () => {
  it('is the kit’s SVG, not the emoji ⛔ (an empty box where the font lacks it), in a message dialog and an alert', async () => {
    const { render } = await import('@testing-library/react');
    const { MessageDialog } = await import('./MessageDialog');
    const { Alert } = await import('../alert/Alert');
    render(
      <>
        <MessageDialog open type="ERROR" title="Sitzung abgelaufen" onClose={() => {}} buttons={[]}>
          <p>Text</p>
        </MessageDialog>
        <Alert type="Danger">Fehler</Alert>
      </>,
    );
    for (const icon of screen.getAllByRole('img', { name: 'Fehler', hidden: true })) {
      expect(icon.textContent).not.toContain('⛔');
      expect(icon.querySelector('svg')).not.toBeNull();
    }
    expect(screen.getAllByRole('img', { name: 'Fehler', hidden: true })).toHaveLength(2);
  });
});

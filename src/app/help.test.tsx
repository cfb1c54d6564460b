import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpTopics } from '../messages/help';
import { findPageHeading, renderRoute } from '../testing/renderRoute';

const backend = await vi.hoisted(async () => (await import('../testing/mockBackend')).installMockBackend());

afterEach(() => backend.stop());

describe('in-page help on Anlagendetails, with the app’s providers against the mock’s data', { timeout: 30_000 }, () => {
  it('the header’s help toggle shows and hides the terms’ help; "Mehr Informationen" opens the FAQ’s section in "Info"', async () => {
    const user = userEvent.setup();
    await renderRoute(backend, '#/installations/AT-IPPC-000001');
    await findPageHeading(backend.data.register.get('AT-IPPC-000001')!.name);
    const statusInfo = await screen.findByRole('button', { name: 'Information zu Status' });
    const statusText = screen.getByText(helpTopics.status.children);
    expect(statusText).not.toBeVisible();
    // The sections below the master data come in a commit of their own.
    await screen.findByRole('button', { name: 'Information zu Umweltinspektionen' });
    for (const term of ['Haupttätigkeit', 'Weitere Tätigkeiten', 'Rechtsgrundlage', 'bvT-Schlussfolgerungen', 'Frist zur Anpassung', 'Umweltinspektionen']) {
      expect(screen.getByRole('button', { name: `Information zu ${term}` })).toHaveAttribute('aria-expanded', 'false');
    }

    // Opening the header's help shows every help text of the page.
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(statusInfo).toHaveAttribute('aria-expanded', 'true');
    expect(statusText).toBeVisible();
    expect(screen.getByText(helpTopics.bvtDeadline.children)).toBeVisible();
    // Closing the help box (Escape) hides them again.
    await user.keyboard('{Escape}');
    expect(statusText).not.toBeVisible();
    expect(statusInfo).toHaveAttribute('aria-expanded', 'false');

    // One term's help on its own; its 'Mehr Informationen': the FAQ's answer, sanitized, in the modal 'Info'.
    await user.click(statusInfo);
    expect(statusText).toBeVisible();
    const more = within(statusText.closest('.kit-info__block') as HTMLElement).getByRole('button', { name: 'Mehr Informationen' });
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Info' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Was bedeuten die Angaben zum Status einer Anlage?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Status einer Anlage im Register' })).toHaveTextContent('In Errichtung');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Info' })).toBeNull();
    await waitFor(() => expect(more).toHaveFocus());

    // The help box's 'Alle Hilfetexte ausblenden' hides them again.
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    await user.click(await screen.findByRole('button', { name: 'Alle Hilfetexte ausblenden' }));
    expect(statusText).not.toBeVisible();
    expect(statusInfo).toHaveAttribute('aria-expanded', 'false');
  });

  it('an info key whose CMS section is missing says the information is not available', async () => {
    const user = userEvent.setup();
    await renderRoute(backend, '#/installations/AT-IPPC-000001', { replies: [[/^GET \/api\/cms\/faq$/, { status: 200, body: '<p>Keine Fragen</p>', contentType: 'text/html' }]] });
    await findPageHeading(backend.data.register.get('AT-IPPC-000001')!.name);
    await user.click(await screen.findByRole('button', { name: 'Information zu Status' }));
    const block = screen.getByText(helpTopics.status.children).closest('.kit-info__block') as HTMLElement;
    await user.click(within(block).getByRole('button', { name: 'Mehr Informationen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Info' });
    expect(await within(dialog).findByText('Die Information ist derzeit nicht verfügbar.')).toBeInTheDocument();
  });
});

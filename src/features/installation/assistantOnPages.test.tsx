import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '../../testing/renderRoute';

const backend = await vi.hoisted(async () => (await import('../../testing/mockBackend')).installMockBackend());

afterEach(() => backend.stop());

const LONG = { timeout: 30_000 };

describe('the assistant on Anlagendetails and the Startseite', { timeout: 90_000 }, () => {
  it('lists the documents of the DMS containers with their type names, dates and sizes, each with a download button', async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-000001');
    await findPageHeading(/Biomasse-Heizkraftwerk Beispielegg/);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Dokumente' }, LONG)).closest('section')!;
    const table = await within(section).findByRole('table', { name: 'Dokumente' }, LONG);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    // Newest first: the inspection report published 16.04.2025, then the permit of 12.04.2025.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Umweltinspektionsbericht zur Inspektion vom 23.12.2024');
    expect(rows[0]).toHaveTextContent('Umweltinspektionsbericht16.04.2025PDF');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Anpassung an den Stand der Technik (bvT-Schlussfolgerungen LCP)');
    expect(rows[1]).toHaveTextContent('Genehmigungsbescheid12.04.2025');
    expect(within(rows[1]!).getByRole('button', { name: /^Anpassung an den Stand der Technik \(bvT-Schlussfolgerungen LCP\) herunterladen \(PDF, \d+,\d kB\)$/ })).toHaveTextContent('Herunterladen');
  });

  it('says so when an installation has no documents', async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-000177');
    expect(await screen.findByText('Zu dieser Anlage sind keine Dokumente veröffentlicht.', undefined, LONG)).toBeInTheDocument();
  });

  it('offers a retry when the documents cannot be loaded', async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-000001', {
      replies: [[/^GET \/api\/assistant\/dmsContainer$/, { status: 500, body: { status: 500, error: 'internal_error', message: 'Fehler' } }]],
    });
    const error = await screen.findByText('Die Dokumente konnten nicht geladen werden.', undefined, { timeout: 60_000 });
    expect(within(error.closest('.query-state')!).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows the site data of the assistant next to the address', async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-000001');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Standortdaten' }, LONG)).closest('section')!;
    await waitFor(() => expect(section).toHaveTextContent('GLN des Standorts9012000001018'), LONG);
    expect(section).toHaveTextContent('Standort-IDSTO-4-000001');
    expect(section).toHaveTextContent('StandortbezeichnungBeispielegg Bioenergie GmbH & Co KG – Biomasse-Heizkraftwerk Beispielegg');
  });

  it("names a foreign operator's country from the reference list of countries", async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-000009');
    const operator = (await screen.findByText('Betreiber', { selector: 'dt' }, LONG)).nextElementSibling!;
    await waitFor(() => expect(operator).toHaveTextContent('Beispielstein Oberflächentechnik GmbHLinzer Straße 5, 94032 Passau, Deutschland'), LONG);
  });

  it('tells the owner of an installation the party they are registered as', async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-000079', { visitor: 'owner' });
    const alert = (await screen.findByTestId('registration-check', undefined, LONG)).parentElement!;
    await waitFor(() => expect(alert).toHaveTextContent('Sie sind für diese Anlage als Betreiber:in registriert. Registriert als Mustermoos Zement GmbH & Co KG (GLN 9008390123454).'), LONG);
  });

  it("shows the owner's registration under 'Ihre Anlagen'", async () => {
    await renderRoute(backend, '#/start', { visitor: 'owner' });
    const section = (await screen.findByRole('heading', { level: 3, name: 'Ihre Registrierung' }, LONG)).closest('section')!;
    await waitFor(() => expect(section).toHaveTextContent('Registriert alsMustermoos Zement GmbH & Co KG'), LONG);
    expect(section).toHaveTextContent('GLN9008390123454');
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Registrierungspflicht', 'IPPC-Meldepflicht', 'PRTR-Meldepflicht']);
    expect(section).toHaveTextContent('Registriert seit01.04.2009');
  });

  it("shows the authority's user group on the overview of its Bundesland", async () => {
    await renderRoute(backend, '#/start', { visitor: 'authority' });
    await screen.findByRole('heading', { level: 2, name: 'Anlagen im Bundesland Oberösterreich' }, LONG);
    const groups = await screen.findAllByTestId('user-group', undefined, LONG);
    expect(groups.map((g) => g.textContent)).toEqual(['Benutzergruppe: IPPC-Behörde Oberösterreich · Mitglied seit 01.09.2021']);
  });
});

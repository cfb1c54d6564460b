import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

const backend = await vi.hoisted(async () => (await import('../../testing/mockBackend')).installMockBackend());

afterEach(() => backend.stop());

/** The value of a fact of the details list, by its term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('Anlagendetails: the ÖNACE code', { timeout: 60_000 }, () => {
  it('is labelled by the title of the reference list of ÖNACE activities, the one owner of code → label', async () => {
    const list = [{ code: '23.51', name: 'Herstellung von Zement (Titel der Referenzliste)', parentCode: '23.5' }];
    await renderRoute(backend, '#/installations/AT-IPPC-000079', { replies: [[/^GET \/api\/redalists\/naceActivities/, { status: 200, body: list }]] });
    expect(await screen.findByRole('heading', { level: 1, name: /Zementwerk Mustermoos/ }, { timeout: 30_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(fact('NACE-Code')).toHaveTextContent('23.51 Herstellung von Zement (Titel der Referenzliste)'), { timeout: 10_000 });
  });

  it("shows the installation's own title while the list cannot be read", async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-000079', { replies: [[/^GET \/api\/redalists\/naceActivities/, { status: 500, body: { error: 'internal_error', message: 'Fehler' } }]] });
    expect(await screen.findByRole('heading', { level: 1, name: /Zementwerk Mustermoos/ }, { timeout: 30_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(fact('NACE-Code')).toHaveTextContent(/^23\.51 Herstellung von Zement$/), { timeout: 10_000 });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

const backend = await vi.hoisted(async () => (await import('../../testing/mockBackend')).installMockBackend());

afterEach(() => backend.stop());

/** The bodies of the register searches (POST /api/ippcInstallations) the app has sent so far. */
const searches = () =>
  Promise.all(backend.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/ippcInstallations')).map((request) => request.clone().json()));

describe('the register opened from a shared link', { timeout: 60_000 }, () => {
  it('sends one search, the filtered one, never an unfiltered one while the saved filters load', async () => {
    await renderRoute(backend, `#/installations!filter=${encodeURIComponent('{"bundeslandCodes":["6"]}')}&q=Werk`, { visitor: 'owner' });
    // The first mount of the file also loads the shell's and the page's modules.
    expect(await screen.findByRole('heading', { level: 1, name: 'Anlagenregister' }, { timeout: 30_000 })).toBeInTheDocument();
    // The saved filters have loaded once the link's criteria are in the panel as an unsaved filter.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter' }));
    const saved = await screen.findByRole('combobox', { name: 'Gespeicherter Filter' }, { timeout: 30_000 });
    await waitFor(() => expect(saved).toHaveTextContent('Unbenannter Filter (*)'), { timeout: 10_000 });
    expect(await screen.findByRole('table', { name: 'Anlagen im Register' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await searches()).toEqual([{ filter: { query: 'Werk', bundeslandCodes: ['6'] }, page: 0, pageSize: 20, sort: { field: 'name', direction: 'asc' } }]);
  });
});

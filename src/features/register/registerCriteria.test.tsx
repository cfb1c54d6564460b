import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';

const backend = await vi.hoisted(async () => (await import('../../testing/mockBackend')).installMockBackend());

afterEach(() => backend.stop());

/** Opens the register's filter panel and waits for its criteria. */
async function openCriteria(visitor: 'anonymous' | 'owner') {
  await renderRoute(backend, '#/installations', { visitor });
  // The first mount of the file also loads the shell's and the page's modules.
  expect(await screen.findByRole('heading', { level: 1, name: 'Anlagenregister' }, { timeout: 30_000 })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Filter' }));
  expect(await screen.findByRole('heading', { level: 4, name: 'Bundesland' }, { timeout: 30_000 })).toBeInTheDocument();
}

describe("the register's criterion 'Nur eigene Anlagen'", { timeout: 60_000 }, () => {
  it('is not offered to an anonymous visitor', async () => {
    await openCriteria('anonymous');
    expect(screen.getByRole('heading', { level: 4, name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nur eigene Anlagen' })).toBeNull();
  });

  it('is offered to a registered owner', async () => {
    await openCriteria('owner');
    expect(screen.getByRole('heading', { level: 4, name: 'Nur eigene Anlagen' })).toBeInTheDocument();
  });
});

describe("the register's two search fields", { timeout: 60_000 }, () => {
  it("have names a user can tell apart: the page search 'Suche', the filter's criterion 'Suchbegriff'", async () => {
    await openCriteria('anonymous');
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Suchbegriff' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Suchbegriff' })).toBeInTheDocument();
    // No other field is called 'Suche'.
    expect([...screen.getAllByRole('searchbox', { name: 'Suche' }), ...screen.queryAllByRole('textbox', { name: 'Suche' })]).toHaveLength(1);
  });
});

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

describe("the register's reference lists", { timeout: 60_000 }, () => {
  it('start once the first results show, one request per task, and each is read once', async () => {
    await renderRoute(backend, '#/installations', { visitor: 'anonymous' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anlagenregister' }, { timeout: 30_000 })).toBeInTheDocument();
    const lists = () => backend.requests.filter((request) => new URL(request.url).pathname.includes('/api/redalists/')).map((request) => request.url);
    // Sampled at every task boundary until the lists are under way: never two started in one task.
    const counts: number[] = [];
    for (let step = 0; step < 5_000 && lists().length < 4; step += 1) {
      counts.push(lists().length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    counts.push(lists().length);
    expect(counts.at(-1)).toBe(4);
    const steps = counts.slice(1).map((count, index) => count - (counts[index] ?? 0));
    expect(Math.max(...steps)).toBe(1);
    // Their queries find them under way: no list is requested twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(lists()).size).toBe(lists().length);
  });
});

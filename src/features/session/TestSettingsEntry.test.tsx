import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { envQuery } from '../../api/queries';
import { sessionRejectedAtom } from '../../state/session';
import { formatServerTime, TestSettingsEntry } from './TestSettingsEntry';
import { UNIT_WAIT } from '../../../tests/unit/wait';

const fetchMock = await vi.hoisted(async () => (await import('../../api/testing')).installFetchMock());
const { jsonResponse } = await import('../../api/testing');

function renderEntry(environment: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(envQuery().queryKey, { environment, sessionTimeout: 1800 } as never);
  return render(
    <QueryClientProvider client={client}>
      <TestSettingsEntry />
    </QueryClientProvider>,
  );
}

describe('the footer test settings and the server time', () => {
  beforeEach(() => {
    fetchMock.requests.length = 0;
    fetchMock.handler = (request) =>
      request.method === 'POST'
        ? jsonResponse({ datetime: new URL(request.url).searchParams.get('datetime') ?? '2026-11-22T09:00:00Z', testClock: true })
        : jsonResponse({ datetime: '2026-11-22T09:00:00Z' });
  });

  it('is absent in PROD and fetches nothing', () => {
    const { container } = renderEntry('PROD');
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock.requests).toHaveLength(0);
  });

  it('after the server rejected the session (401) it does not read the server time: a background read must not be the request that signs in again', async () => {
    getDefaultStore().set(sessionRejectedAtom, true);
    try {
      renderEntry('TEST');
      expect(await screen.findByTestId('test-settings-entry')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetchMock.requests).toHaveLength(0);
    } finally {
      getDefaultStore().set(sessionRejectedAtom, false);
    }
  });

  it('outside PROD a button shows the server date and time and opens the test clock; setting it is POST /api/time?datetime=…', async () => {
    renderEntry('TEST');
    const button = await screen.findByRole('button', { name: /Serverzeit: 22\.11\.2026/ }, { timeout: 5000 });
    expect(fetchMock.requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', '/api/time']]);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Testuhr stellen' }, { timeout: 5000 });
    const date = screen.getByLabelText(/^Datum/);
    await userEvent.clear(date);
    await userEvent.type(date, '01.12.2026');
    const time = screen.getByLabelText(/^Uhrzeit/);
    await userEvent.clear(time);
    await userEvent.type(time, '08:30');
    await userEvent.click(screen.getAllByRole('button', { name: 'Testuhr stellen' }).at(-1) as HTMLElement);
    await vi.waitFor(() => expect(fetchMock.requests.some((r) => r.method === 'POST')).toBe(true), UNIT_WAIT);
    const post = fetchMock.requests.find((r) => r.method === 'POST') as Request;
    expect(new URL(post.url).pathname).toBe('/api/time');
    expect(new Date(new URL(post.url).searchParams.get('datetime') ?? '').getTime()).toBe(new Date(2026, 11, 1, 8, 30).getTime());
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument(), UNIT_WAIT);
    expect(await screen.findByRole('button', { name: /Serverzeit: 01\.12\.2026/ })).toBeInTheDocument();
  }, 20_000); // typing into the dialog's date and time fields takes several seconds on a loaded machine
});

describe('formatServerTime', () => {
  it('writes the server time exactly as de-AT does with dateStyle medium and timeStyle short, without Intl', () => {
    const intl = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' });
    for (const iso of ['2026-11-25T09:23:00+01:00', '2026-01-05T00:05:59Z', '2026-07-31T23:59:00+02:00', '1999-12-31T12:00:00Z']) {
      expect(formatServerTime(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('shows what it cannot read as it came', () => {
    expect(formatServerTime('bald')).toBe('bald');
  });
});

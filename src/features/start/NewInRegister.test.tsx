import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import example from '../../../openapi/examples/app/installations-search-first-page.json';
import { NewInRegister } from './NewInRegister';

const fetchMock = await vi.hoisted(async () => (await import('../../api/testing')).installFetchMock());
const { jsonResponse } = await import('../../api/testing');

const TIME = { datetime: '2026-11-22T09:00:00Z' };
const firstPage = { ...example.value, pageSize: 5, items: example.value.items.slice(0, 5) };
const unavailable = () => jsonResponse({ status: 503, error: 'internal_error', message: 'Dienst nicht verfügbar' }, 503);

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewInRegister />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("'Neu im Register' on the start page", () => {
  beforeEach(() => {
    fetchMock.requests.length = 0;
  });

  it('shows its loading state while the server time and then the search are read', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.handler = (request) => (new URL(request.url).pathname.endsWith('/api/time') ? jsonResponse(TIME) : new Promise<Response>((resolve) => (answer = resolve)));
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    await screen.findByRole('status');
    await expect.poll(() => fetchMock.requests.length).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    answer(jsonResponse(firstPage));
    expect(await screen.findByRole('table', { name: 'Zuletzt neu eingetragene oder geänderte Anlagen' })).toBeInTheDocument();
  });

  it('asks for the changes since 30 days before the server day, newest first, and lists them with the count and the link', async () => {
    fetchMock.handler = (request) => (new URL(request.url).pathname.endsWith('/api/time') ? jsonResponse(TIME) : jsonResponse(firstPage));
    renderSection();
    expect(await screen.findByRole('link', { name: 'Alle in den letzten 30 Tagen geänderten Anlagen im Anlagenregister' })).toBeInTheDocument();
    const search = fetchMock.requests.find((r) => r.method === 'POST')!;
    expect(await search.json()).toEqual({ filter: { changedSince: '2026-10-23' }, page: 0, pageSize: 5, sort: { field: 'lastChange', direction: 'desc' } });
  });

  it('says so when nothing changed', async () => {
    fetchMock.handler = (request) => (new URL(request.url).pathname.endsWith('/api/time') ? jsonResponse(TIME) : jsonResponse({ ...firstPage, total: 0, items: [] }));
    renderSection();
    expect(await screen.findByText('In den letzten 30 Tagen (seit 23.10.2026) wurde keine Anlage neu eingetragen oder geändert.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the server time or the search cannot be read', async () => {
    fetchMock.handler = unavailable;
    const first = renderSection();
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    first.unmount();
    fetchMock.handler = (request) => (new URL(request.url).pathname.endsWith('/api/time') ? jsonResponse(TIME) : unavailable());
    renderSection();
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByText('Die Information ist derzeit nicht verfügbar.')).toBeInTheDocument();
  });
});

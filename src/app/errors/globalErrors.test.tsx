import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, TimeoutError } from '../../api/errors';
import { sessionRejectedAtom } from '../../state/session';
import { createQueryClient } from '../queryClient';
import { GlobalErrorHost } from './GlobalErrorHost';
import { classifyGlobalError, createGlobalErrorSink, globalErrorAtom } from './globalErrors';

const firewall = new ApiError({
  status: 400,
  body: '<html><body><h1>Request Rejected</h1><p>Support ID: 123</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true"></body></html>',
  method: 'POST',
  path: '/api/ippcInstallations',
  contentType: 'text/html; charset=utf-8',
});

function setup() {
  const store = createStore();
  const client = createQueryClient(createGlobalErrorSink(store));
  render(
    <QueryClientProvider client={client}>
      <Provider store={store}>
        <GlobalErrorHost />
      </Provider>
    </QueryClientProvider>,
  );
  return { store, client };
}

describe('global query and mutation errors', () => {
  it('classifies the firewall 400 (HTML body) and the time-out; other errors stay local', () => {
    expect(classifyGlobalError(firewall)).toMatchObject({ kind: 'firewall' });
    expect(classifyGlobalError(new ApiError({ status: 400, body: { message: 'x' }, method: 'GET', path: '/x', contentType: 'application/json' }))).toBeUndefined();
    expect(classifyGlobalError(new TimeoutError({ method: 'GET', path: '/api/env', timeoutMs: 60_000 }))).toEqual({ kind: 'timeout', method: 'GET', path: '/api/env', timeoutMs: 60_000 });
    expect(classifyGlobalError(new ApiError({ status: 500, body: '<html></html>', method: 'GET', path: '/x', contentType: 'text/html' }))).toBeUndefined();
  });

  it('a firewall 400 of a query opens "Firewall Ablehnung" with the sanitized HTML', async () => {
    const { client } = setup();
    await act(() => client.fetchQuery({ queryKey: ['search'], queryFn: () => Promise.reject(firewall) }).catch(() => undefined));
    const dialog = await screen.findByRole('alertdialog', { name: 'Firewall Ablehnung' });
    expect(dialog).toHaveTextContent('Request Rejected');
    expect(dialog).toHaveTextContent('Support ID: 123');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await userEvent.click(screen.getAllByRole('button', { name: 'Schließen' })[0] as HTMLElement);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a time-out of a mutation opens "Zeitüberschreitung" with its exact text; the first dialog wins', async () => {
    const { client, store } = setup();
    const timeout = new TimeoutError({ method: 'POST', path: '/api/ippcInstallations/excel', timeoutMs: 60_000 });
    await act(() =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(timeout) })
        .execute(undefined)
        .catch(() => undefined),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Zeitüberschreitung' });
    expect(dialog).toHaveTextContent(
      'Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.',
    );
    await act(() => client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(firewall) }).catch(() => undefined));
    expect(store.get(globalErrorAtom)?.kind).toBe('timeout');
  });

  it('a 401 (but not of the user fetch) tells the session machinery that the session is gone', () => {
    const store = createStore();
    const sink = createGlobalErrorSink(store);
    const unauthorized = new ApiError({ status: 401, body: {}, method: 'GET', path: '/api/auth/user' });
    sink(unauthorized, { kind: 'query', key: ['auth'] });
    expect(store.get(sessionRejectedAtom)).toBe(false);
    sink(unauthorized, { kind: 'query', key: ['/api/bvt/list'] });
    expect(store.get(sessionRejectedAtom)).toBe(true);
  });

  it('offline: a polite notice until the connection is back', () => {
    setup();
    const status = screen.getByTestId('offline-notice');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status).toHaveTextContent('Keine Netzwerkverbindung.');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status).toHaveTextContent('');
  });
});

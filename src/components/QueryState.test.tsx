import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryState } from './QueryState';

/** A view of a query whose answers the test gives, one per fetch: a value, or an Error to throw. */
type Answer = string | Error | Promise<string>;

function View({ answers }: { answers: Answer[] }) {
  const query = useQuery({
    queryKey: ['view'],
    queryFn: () => {
      const answer = answers.shift() ?? new Error('no answer left');
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    retry: false,
  });
  return (
    <section>
      <h2>Ansicht</h2>
      <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>
    </section>
  );
}

function renderView(answers: Answer[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <View answers={answers} />
    </QueryClientProvider>,
  );
  return client;
}

describe('QueryState: the error state', () => {
  it("offers 'Erneut versuchen', which fetches again; the message stays while the server still fails", async () => {
    const user = userEvent.setup();
    let release: (value: string) => void = () => undefined;
    const answers: Answer[] = [new Error('down'), new Error('still down')];
    renderView(answers);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Information ist derzeit nicht verfügbar.');
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    await user.click(retry);
    await waitFor(() => expect(answers).toHaveLength(0));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Information ist derzeit nicht verfügbar.');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBe(retry);
    // While the next attempt runs, the error says so.
    answers.push(new Promise<string>((resolve) => (release = resolve)));
    await user.click(retry);
    expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByRole('alert')).toHaveTextContent('Die Information ist derzeit nicht verfügbar.');
    release('Daten');
    expect(await screen.findByText('Daten')).toBeInTheDocument();
  });

  it("focus on 'Erneut versuchen' moves to the view's box when the data replaces the error, not to the body", async () => {
    const user = userEvent.setup();
    renderView([new Error('down'), 'Daten']);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Daten')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(screen.getByText('Daten').closest('.query-state'));
  });

  it('leaves focus where it is when the error clears while focus was elsewhere', async () => {
    const client = renderView([new Error('down'), 'Daten']);
    await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(document.activeElement).toBe(document.body);
    await client.refetchQueries();
    expect(await screen.findByText('Daten')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, RouteErrorBoundary } from './ErrorBoundary';
import { logMessage, newErrorId, toReport } from './errorReport';

function Boom(): never {
  throw new TypeError('kaputt');
}

const TEXT = /^Es ist ein unerwarteter Fehler aufgetreten\. Bitte laden Sie die Seite mittels F5 oder der „Seite aktualisieren“-Schaltfläche neu und versuchen Sie es erneut\. Fehler-ID: [0-9A-Z]+-[0-9A-Z]{4}\.$/;

describe('error boundaries', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary context="inline" log={vi.fn()}>
        <p>Inhalt</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
  });

  it('route: a full page "Schwerer Fehler" with the Fehler-ID text; the details posted to the log once', async () => {
    const log = vi.fn(() => Promise.resolve(true));
    const { rerender } = render(
      <ErrorBoundary context="route" log={log}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Schwerer Fehler' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toMatch(TEXT);
    rerender(
      <ErrorBoundary context="route" log={log}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(log).toHaveBeenCalledTimes(1);
    const message = (log.mock.calls[0] as unknown as [string])[0];
    expect(message).toMatch(/Unhandled UI exception \(context route\), Fehler-ID /);
    expect(message).toMatch(/TypeError: kaputt/);
    expect(message).toMatch(/URL: http/);
    expect(message).toMatch(/Component stack:\n.*Boom/);
    expect(screen.queryByText('Das Protokoll konnte nicht gespeichert werden.')).not.toBeInTheDocument();
  });

  it('"Mehr Informationen" reveals "Fehlerdetails:" with name and message, id, URL and component stack', async () => {
    render(
      <ErrorBoundary context="inline" log={() => Promise.resolve(true)}>
        <Boom />
      </ErrorBoundary>,
    );
    const more = screen.getByRole('button', { name: 'Mehr Informationen' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Fehlerdetails:')).not.toBeVisible();
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Fehlerdetails:')).toBeVisible();
    expect(screen.getByText('TypeError')).toBeVisible();
    expect(screen.getByText('kaputt')).toBeVisible();
    expect(screen.getByText(window.location.href)).toBeVisible();
    expect(screen.getByText(/Boom/)).toBeVisible();
    const id = /Fehler-ID: (\S+)\./.exec(screen.getByRole('alert').textContent ?? '')?.[1];
    expect(screen.getAllByText(id ?? 'none')).toHaveLength(1);
  });

  it('says "Das Protokoll konnte nicht gespeichert werden." when the log fails', async () => {
    render(
      <ErrorBoundary context="inline" log={() => Promise.resolve(false)}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Das Protokoll konnte nicht gespeichert werden.')).toBeInTheDocument();
  });

  it('global: a centered screen; inline: only the message; route boundary wraps with context route', () => {
    const { container, unmount } = render(
      <ErrorBoundary context="global" log={() => Promise.resolve(true)}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(container.querySelector('[data-error-context="global"].error-screen')).not.toBeNull();
    unmount();
    const inline = render(
      <ErrorBoundary context="filter" log={() => Promise.resolve(true)}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(inline.container.querySelector('[data-error-context="filter"].error-inline')).not.toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    inline.unmount();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    render(
      <RouteErrorBoundary context="route">
        <Boom />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Schwerer Fehler' })).toBeInTheDocument();
    fetchSpy.mockRestore();
  });

  it('error ids are short and distinct; the report carries every detail', () => {
    expect(newErrorId(0)).toMatch(/^0-[0-9A-Z]{4}$/);
    const report = toReport(new RangeError('zu groß'), '\n    at Page', 'route', 'ID-1');
    expect(logMessage(report)).toBe(`Unhandled UI exception (context route), Fehler-ID ID-1\nRangeError: zu groß\nURL: ${window.location.href}\nComponent stack:\nat Page`);
    expect(toReport('text', undefined, 'inline', 'x')).toMatchObject({ name: 'Error', message: 'text' });
  });
});

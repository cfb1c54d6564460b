import { fireEvent, render, screen } from '@testing-library/react';
import { Router, useLocation, type Navigator } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from './AppLink';

/** A router history whose calls are recorded: createHref as hash routing writes it. */
function recordingNavigator() {
  return {
    createHref: vi.fn((to: string) => `#${to}`),
    push: vi.fn(),
    replace: vi.fn(),
    go: vi.fn(),
  } satisfies Pick<Navigator, 'createHref' | 'push' | 'replace' | 'go'>;
}

/** Renders with every location, as a page does (the register's state lives in the path). */
function Page() {
  const { pathname } = useLocation();
  return (
    <main data-path={pathname}>
      <AppLink to="/installations/AT-IPPC-000001">Zementwerk</AppLink>
    </main>
  );
}

function renderAt(navigator: ReturnType<typeof recordingNavigator>, pathname: string) {
  return (
    <Router navigator={navigator as unknown as Navigator} location={{ pathname }}>
      <Page />
    </Router>
  );
}

afterEach(() => {
  window.location.hash = '';
});

describe("links to the app's own paths", () => {
  it('links to the path in hash routing and does not render again when the location changes', () => {
    const navigator = recordingNavigator();
    const { rerender } = render(renderAt(navigator, '/installations!sort=city'));
    expect(screen.getByRole('link', { name: 'Zementwerk' })).toHaveAttribute('href', '#/installations/AT-IPPC-000001');
    const renders = navigator.createHref.mock.calls.length;
    rerender(renderAt(navigator, '/installations!sort=city&page=2'));
    expect(screen.getByRole('main')).toHaveAttribute('data-path', '/installations!sort=city&page=2');
    expect(navigator.createHref).toHaveBeenCalledTimes(renders);
  });

  it('navigates through the router on a plain click, adding a history entry', () => {
    const navigator = recordingNavigator();
    render(renderAt(navigator, '/installations'));
    const link = screen.getByRole('link', { name: 'Zementwerk' });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigator.push).toHaveBeenCalledWith('/installations/AT-IPPC-000001');
    expect(navigator.replace).not.toHaveBeenCalled();
  });

  it('replaces the history entry when the link leads to where the user is', () => {
    const navigator = recordingNavigator();
    window.location.hash = '#/installations/AT-IPPC-000001';
    render(renderAt(navigator, '/installations/AT-IPPC-000001'));
    fireEvent.click(screen.getByRole('link', { name: 'Zementwerk' }));
    expect(navigator.replace).toHaveBeenCalledWith('/installations/AT-IPPC-000001');
    expect(navigator.push).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier key or another button to the browser (new tab, new window)', () => {
    const navigator = recordingNavigator();
    render(renderAt(navigator, '/installations'));
    const link = screen.getByRole('link', { name: 'Zementwerk' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(navigator.push).not.toHaveBeenCalled();
    expect(navigator.replace).not.toHaveBeenCalled();
  });
});

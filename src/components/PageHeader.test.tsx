import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from './PageHeader';

describe("PageHeader's sticky height (the page's scroll padding)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads no size while the page mounts (that would force a layout in the commit), only in the resize observer’s calls, and writes it when it changes', () => {
    const calls: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          calls.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const computed = vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => ({ position: (element as Element).classList.contains('page-header__sticky') ? 'sticky' : 'static' }) as CSSStyleDeclaration);
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ height: 57.4 } as DOMRect);
    const root = document.documentElement;
    const written = vi.spyOn(root.style, 'setProperty');

    const { unmount } = render(
      <MemoryRouter>
        <PageHeader title="Anlagenregister" />
      </MemoryRouter>,
    );
    expect(computed).not.toHaveBeenCalled();
    expect(measured).not.toHaveBeenCalled();
    expect(root.style.getPropertyValue('scroll-padding-top')).toBe('');

    // The observer's first call comes once the browser has laid the page out.
    const observer = {} as ResizeObserver;
    calls[0]!([], observer);
    expect(root.style.getPropertyValue('scroll-padding-top')).toBe('58px');
    calls[0]!([], observer);
    expect(written).toHaveBeenCalledTimes(1);

    unmount();
    expect(root.style.getPropertyValue('scroll-padding-top')).toBe('');
  });
});

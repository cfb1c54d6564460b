import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPlainClick } from '../AppLink';
import { HASH_SCROLL_WAIT_MS, waitForElement } from '../waitForElement';

/**
 * In-page anchors under hash routing. The app's URL is `…/ippc/#/route`, so a plain `#abschnitt` link would
 * replace the route. The scheme for a target on a page is the route plus a second fragment:
 * `#/environmental-inspection#haeufigkeit`, `#/faq#faq-suche` (react-router reads it as location.hash, the
 * route still matches). Text after '!' (`#/faq!faq-suche`, the spec's page-state suffix) is read too.
 * Scrolling waits up to 10 s for the target to appear (HASH_SCROLL_WAIT_MS).
 */

/** The anchor the current URL points at, from the route's own fragment or from the '!' suffix. */
export function anchorFromLocation(routerHash: string, windowHash: string = typeof window === 'undefined' ? '' : window.location.hash): string | undefined {
  const fromRouter = routerHash.replace(/^#/, '');
  const bang = windowHash.indexOf('!');
  const raw = fromRouter || (bang >= 0 ? windowHash.slice(bang + 1).split('#')[0] ?? '' : '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Scrolls the element into view and moves the focus there (so keyboard and screen-reader users follow). */
function scrollToElement(element: HTMLElement, focusTarget: HTMLElement = element): void {
  element.scrollIntoView?.({ block: 'start' });
  if (!focusTarget.matches('a[href], button, input, select, textarea, [tabindex]')) focusTarget.setAttribute('tabindex', '-1');
  focusTarget.focus({ preventScroll: true });
}

/**
 * Scrolls to the anchor of the current URL once `ready` is true and the element exists (waiting up to
 * 10 s), on the first render and whenever the anchor changes. `onAnchor` may prepare the target first
 * (the FAQ opens the question), may return the element to focus, or false to leave the scroll position.
 */
export function useAnchorScroll(ready: boolean, onAnchor?: (id: string) => HTMLElement | false | void): void {
  const location = useLocation();
  const anchor = anchorFromLocation(location.hash);
  const onAnchorRef = useRef(onAnchor);
  useEffect(() => {
    onAnchorRef.current = onAnchor;
  });
  useEffect(() => {
    if (!ready || !anchor) return;
    const controller = new AbortController();
    void waitForElement(anchor, HASH_SCROLL_WAIT_MS, controller.signal).then((element) => {
      if (!element || controller.signal.aborted) return;
      const focusTarget = onAnchorRef.current?.(anchor) ?? element;
      if (focusTarget === false) return;
      // Let React render what onAnchor changed (an opened question, a cleared search) before scrolling.
      const scrollWhenShown = (frame: number) => {
        if (controller.signal.aborted) return;
        const shown = typeof focusTarget.checkVisibility !== 'function' || focusTarget.checkVisibility();
        if (!shown && frame < 30) return void requestAnimationFrame(() => scrollWhenShown(frame + 1));
        scrollToElement(element, focusTarget);
      };
      requestAnimationFrame(() => scrollWhenShown(0));
    });
    return () => controller.abort();
  }, [ready, anchor, location.key]);
}

/** The URL of an anchor on the page of a route: `#/faq#faq-suche`. */
export function anchorHref(routePath: string, id: string): string {
  return `#${routePath}#${encodeURIComponent(id)}`;
}

/**
 * Clicks on links to an anchor of the current page (`#/route#id`, as prepareCmsPage writes them) go through
 * the router, so that the same link clicked twice scrolls again and the history has an entry per jump.
 */
export function useInPageLinks(containerRef: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const prefix = `#${pathname}#`;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href?.startsWith(prefix) || !container.contains(link)) return;
      event.preventDefault();
      navigate({ pathname, hash: href.slice(prefix.length) });
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [containerRef, navigate, pathname]);
}

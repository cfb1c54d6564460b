/** How long a page waits for the element its URL's anchor names before it gives up scrolling to it. */
export const HASH_SCROLL_WAIT_MS = 10_000;

/** Resolves with the element once it is in the document, or undefined after the time-out or an abort. */
export function waitForElement(id: string, timeoutMs = HASH_SCROLL_WAIT_MS, signal?: AbortSignal): Promise<HTMLElement | undefined> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (element: HTMLElement | undefined) => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(element);
    };
    const onAbort = () => finish(undefined);
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['id', 'hidden'] });
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    signal?.addEventListener('abort', onAbort);
  });
}

/** Navigation to a hash target waits up to 10 s for the target to appear. */
export const HASH_TARGET_WAIT_MS = 10_000;

/** Resolves with the element of the id once it exists, or undefined after the time-out or an abort. */
export function waitForTarget(id: string, timeoutMs = HASH_TARGET_WAIT_MS, signal?: AbortSignal): Promise<HTMLElement | undefined> {
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
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] });
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    signal?.addEventListener('abort', onAbort);
  });
}

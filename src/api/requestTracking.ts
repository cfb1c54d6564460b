/**
 * Requests in flight are counted in a hidden element for tests (by the transport's `send`, until
 * the response is checked), and every response updates the last-response time that the session expiry is
 * computed from (kept in browser storage, shared by tabs).
 */
export const REQUEST_COUNTER_ID = 'ippc-request-counter';
export const LAST_RESPONSE_KEY = 'ippc.lastResponseAt';

let inFlight = 0;
/** This tab's own copy, for when storage is unavailable (private mode, quota). */
let lastResponseInTab: number | undefined;
const listeners = new Set<(at: number | undefined) => void>();

export function trackRequest(delta: 1 | -1): void {
  inFlight = Math.max(0, inFlight + delta);
  if (typeof document === 'undefined') return;
  let element = document.getElementById(REQUEST_COUNTER_ID);
  if (!element) {
    element = document.createElement('span');
    element.id = REQUEST_COUNTER_ID;
    element.hidden = true;
    document.body.appendChild(element);
  }
  element.dataset.count = String(inFlight);
  element.textContent = String(inFlight);
}

export function requestsInFlight(): number {
  return inFlight;
}

export function noteResponse(now: number = Date.now()): void {
  lastResponseInTab = now;
  try {
    localStorage.setItem(LAST_RESPONSE_KEY, String(now));
  } catch {
    // Storage may be unavailable (private mode); the session warning then relies on this tab only.
  }
  for (const listener of listeners) listener(now);
}

/** The time of the last response of any tab (ms since the epoch), if there was one. */
export function readLastResponse(): number | undefined {
  try {
    const stored = Number(localStorage.getItem(LAST_RESPONSE_KEY));
    if (Number.isFinite(stored) && stored > 0) return stored;
  } catch {
    // fall through to this tab's copy
  }
  return lastResponseInTab;
}

/**
 * Calls `listener` whenever the last-response time changes: a response in this tab, or one in another tab
 * (the storage event). Returns the unsubscribe function.
 */
export function subscribeLastResponse(listener: (at: number | undefined) => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_RESPONSE_KEY || event.key === null) listener(readLastResponse());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Spec §7.1: requests in flight are counted in a hidden element for tests, and every response updates the
 * last-response time that the session expiry is computed from (kept in browser storage, shared by tabs).
 */
export const REQUEST_COUNTER_ID = 'ippc-request-counter';
export const LAST_RESPONSE_KEY = 'ippc.lastResponseAt';

let inFlight = 0;

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

export function noteResponse(now: number = Date.now()): void {
  try {
    localStorage.setItem(LAST_RESPONSE_KEY, String(now));
  } catch {
    // Storage may be unavailable (private mode); the session warning then relies on this tab only.
  }
}

/**
 * Session expiry: once it is flagged, the next request does not go out; it triggers
 * a reload or a sign-in redirect that returns to the current page instead. The app decides which (it knows
 * the user) and registers it here; the transport only asks.
 */
let expired = false;
let actionRan = false;
let afterExpiry: () => void = () => window.location.reload();

export function markSessionExpired(): void {
  expired = true;
}

/** A fresh session (e.g. after extending it): requests go out again. */
export function clearSessionExpired(): void {
  expired = false;
  actionRan = false;
}

export function isSessionExpired(): boolean {
  return expired;
}

/** Registers what the next request after expiry does (default: reload the page). */
export function setAfterExpiryAction(action: () => void): void {
  afterExpiry = action;
}

/** Called by the transport for a request made after expiry: runs the action once. */
export function runAfterExpiryAction(): void {
  if (actionRan) return;
  actionRan = true;
  afterExpiry();
}

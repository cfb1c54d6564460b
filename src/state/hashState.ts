/**
 * The page state after '!' in the URL hash (`#/installations!page=2&f=…`): the router matches the route on the
 * path with everything from '!' cut, so the state can change without a route change. Pages keep there
 * what a bookmark or a sent link must restore: the applied filter, sort, page and view.
 *
 * Writing goes through history.replaceState/pushState, not the router: react-router keeps the same route
 * (no re-render of the route tree, no scroll to the top) and its own history bookkeeping (`idx` in
 * history.state) is carried over. Back and forward fire popstate, which both react-router and
 * `useHashState` listen to.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export type HashStateValue = string | number | undefined;

/** The hash split at its first '!': the route path and the state text. */
export function splitHash(hash: string): { path: string; state: string } {
  const raw = hash.replace(/^#/, '');
  const bang = raw.indexOf('!');
  return bang < 0 ? { path: raw, state: '' } : { path: raw.slice(0, bang), state: raw.slice(bang + 1) };
}

/** The state of a hash as parameters. */
export function hashStateParams(hash: string): URLSearchParams {
  return new URLSearchParams(splitHash(hash).state);
}

/**
 * The next state text: a string replaces the whole state; a record merges into the current parameters
 * (undefined or '' removes a key), so that several owners of the state (filter, sort, page, view) do not
 * overwrite each other.
 */
export function nextHashState(current: string, next: string | Readonly<Record<string, HashStateValue>>): string {
  if (typeof next === 'string') return next.replace(/^!/, '');
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  return params.toString();
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

export function readHashState(): string {
  return typeof window === 'undefined' ? '' : splitHash(window.location.hash).state;
}

/**
 * Writes the state after '!' for the current path. `replace` (default true) replaces the history entry;
 * `replace: false` adds one, so back returns to the previous state.
 */
export function writeHashState(next: string | Readonly<Record<string, HashStateValue>>, options?: { replace?: boolean }): void {
  const { path, state } = splitHash(window.location.hash);
  const text = nextHashState(state, next);
  if (text === state) return;
  const url = `${window.location.pathname}${window.location.search}#${path}${text ? `!${text}` : ''}`;
  const current: unknown = window.history.state;
  if (options?.replace === false) {
    const base = current && typeof current === 'object' ? (current as Record<string, unknown>) : {};
    const idx = typeof base.idx === 'number' ? base.idx + 1 : 0;
    window.history.pushState({ ...base, idx, key: Math.random().toString(36).slice(2, 10) }, '', url);
  } else {
    window.history.replaceState(current, '', url);
  }
  notify();
}

/**
 * The hash state as text, its parsed parameters and a setter (see writeHashState). Re-renders on every
 * write, and on back and forward.
 */
export function useHashState(): {
  state: string;
  params: URLSearchParams;
  setState: (next: string | Record<string, HashStateValue>, options?: { replace?: boolean }) => void;
} {
  const state = useSyncExternalStore(subscribe, readHashState, () => '');
  const params = useMemo(() => new URLSearchParams(state), [state]);
  const setState = useCallback((next: string | Record<string, HashStateValue>, options?: { replace?: boolean }) => writeHashState(next, options), []);
  return { state, params, setState };
}

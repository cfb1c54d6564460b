import { timings } from '../motion';

/**
 * The timing of status messages: at most one message per 200 ms (a newer one replaces a waiting
 * one), and each message is cleared 500 ms after it was shown, so a repeat is announced again.
 */
export function createStatusQueue(onChange: (message: string) => void, throttle: number = timings.statusThrottle, clearAfter: number = timings.statusClear) {
  let lastShown = -Infinity;
  let pending: string | undefined;
  let pendingTimer: ReturnType<typeof setTimeout> | undefined;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (message: string) => {
    lastShown = Date.now();
    clearTimeout(clearTimer);
    onChange(message);
    clearTimer = setTimeout(() => onChange(''), clearAfter);
  };

  return {
    announce(message: string) {
      const wait = lastShown + throttle - Date.now();
      if (wait <= 0 && pending === undefined) return show(message);
      pending = message;
      if (pendingTimer === undefined) {
        pendingTimer = setTimeout(() => {
          pendingTimer = undefined;
          const next = pending;
          pending = undefined;
          if (next !== undefined) show(next);
        }, Math.max(0, wait));
      }
    },
    dispose() {
      clearTimeout(pendingTimer);
      clearTimeout(clearTimer);
    },
  };
}

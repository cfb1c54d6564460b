/**
 * The validation worker's start (src/api/validation.worker.ts), apart from its use (src/api/responseValidation.ts):
 * the first-page preload (src/firstPage.ts) starts it right after the HTML, so that the worker boots and
 * loads zod and the schemas while the app's own code is still loading; the app's first responses then do
 * not wait for it (LCP). Small and without app imports, like the preload itself.
 */
import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib/index.js';
import validationWorkerUrl from './validation.worker?worker&url';

/** The Trusted Types policy that admits the worker's script URL, and nothing else (scripts/web-server.ts). */
export const VALIDATION_TRUSTED_TYPES_POLICY = 'ippc-validation';

/** Printed once the worker cannot be used: the checks then run on the page (same outcome, more main-thread work). */
export const FALLBACK_WARNING = 'Response validation runs on the page: the validation worker could not start.';

interface Handlers {
  message: (data: unknown) => void;
  failure: () => void;
}

let worker: Worker | null | undefined;
let failed = false;
let handlers: Handlers | undefined;

function workerScriptUrl(url: string): string {
  const factory = typeof window === 'undefined' ? undefined : (window as unknown as TrustedTypesWindow).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return url;
  const policy = factory.createPolicy(VALIDATION_TRUSTED_TYPES_POLICY, {
    createScriptURL: (input: string) => {
      if (input !== url) throw new TypeError(`${VALIDATION_TRUSTED_TYPES_POLICY}: only the validation worker's script`);
      return input;
    },
  }) as unknown as TrustedTypePolicy;
  return policy.createScriptURL(url) as unknown as string;
}

function fail(): void {
  if (failed) return;
  failed = true;
  console.warn(FALLBACK_WARNING);
  worker?.terminate();
  handlers?.failure();
}

/** Starts the worker once; null where none can start (no Worker, a refused script URL). */
export function startValidationWorker(): Worker | null {
  if (worker !== undefined) return failed ? null : worker;
  worker = null;
  if (typeof Worker === 'undefined' || !validationWorkerUrl) return null;
  try {
    const started = new Worker(workerScriptUrl(validationWorkerUrl), { type: 'module', name: 'ippc-validation' });
    started.onmessage = (event: MessageEvent) => handlers?.message(event.data);
    // A script that does not load, or an error inside: the checks go to the page (responseValidation.ts).
    started.onerror = (event) => {
      event.preventDefault();
      fail();
    };
    worker = started;
  } catch {
    fail();
  }
  return failed ? null : worker;
}

/** The worker for the one user of its answers (responseValidation.ts); null once it has failed. */
export function connectValidationWorker(next: Handlers): Worker | null {
  handlers = next;
  return startValidationWorker();
}

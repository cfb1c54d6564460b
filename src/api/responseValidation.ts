/**
 * Runtime validation (DESIGN.md): every response of a generated hook is parsed with the zod schema orval
 * generated for its operation (src/api/responseCheck.ts). Loaded by the mutator alongside the first request.
 *
 * The parse runs in the validation worker (src/api/validation.worker.ts): zod, building the schemas and
 * parsing large responses stay off the page's main thread (issue 9: Total Blocking Time). The worker loads
 * a request's schema while the request is under way. Where no worker can start (no Worker, a script that
 * does not load, data that cannot be cloned), the same check runs on the page: the outcome is the same.
 * A response that breaks the contract becomes a ContractError naming the operation and the first failing
 * field; a schema that cannot be loaded (offline) lets the response pass unchecked.
 */
import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib/index.js';
import { ContractError } from './errors';
import { checkResponse, findOperation, loadSchema, type CheckResult, type Service } from './responseCheck';
import type { ValidationRequest } from './validation.worker';
import validationWorkerUrl from './validation.worker?worker&url';

export { findOperation, type Service };

/** The Trusted Types policy that admits the worker's script URL, and nothing else (scripts/web-server.ts). */
export const VALIDATION_TRUSTED_TYPES_POLICY = 'ippc-validation';

export type Validator = (data: unknown) => Promise<unknown>;

/** Printed once the worker cannot be used: the checks then run on the page (same outcome, more main-thread work). */
export const FALLBACK_WARNING = 'Response validation runs on the page: the validation worker could not start.';

interface Pending {
  resolve: (result: CheckResult) => void;
  /** The same check on the page, when the worker fails. */
  inThread: () => void;
}

let worker: Worker | null | undefined;
let policy: TrustedTypePolicy | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function workerScriptUrl(url: string): string {
  const factory = typeof window === 'undefined' ? undefined : (window as unknown as TrustedTypesWindow).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return url;
  policy ??= factory.createPolicy(VALIDATION_TRUSTED_TYPES_POLICY, {
    createScriptURL: (input: string) => {
      if (input !== url) throw new TypeError(`${VALIDATION_TRUSTED_TYPES_POLICY}: only the validation worker's script`);
      return input;
    },
  }) as unknown as TrustedTypePolicy;
  return policy.createScriptURL(url) as unknown as string;
}

/** A worker that failed: checks still waiting for it run on the page, later ones too. */
function abandonWorker(): void {
  console.warn(FALLBACK_WARNING);
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const entry of waiting) entry.inThread();
}

/** The worker, started on first use; null where none can start. */
function validationWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined' || !validationWorkerUrl) return null;
  try {
    const started = new Worker(workerScriptUrl(validationWorkerUrl), { type: 'module', name: 'ippc-validation' });
    started.onmessage = (event: MessageEvent<{ id: number; result: CheckResult }>) => {
      const entry = pending.get(event.data.id);
      pending.delete(event.data.id);
      entry?.resolve(event.data.result);
    };
    started.onerror = (event) => {
      event.preventDefault();
      abandonWorker();
    };
    worker = started;
  } catch {
    console.warn(FALLBACK_WARNING);
    worker = null;
  }
  return worker;
}

function checkOnPage(service: Service, method: string, url: string, data: unknown): Promise<CheckResult> {
  // zod jitless before the first parse on the page (the Content-Security-Policy forbids eval).
  return import('./zodConfig')
    .then(() => checkResponse(service, method, url, data))
    .catch((): CheckResult => ({ kind: 'unchecked' }));
}

function check(service: Service, method: string, url: string, data: unknown): Promise<CheckResult> {
  const target = validationWorker();
  if (!target) return checkOnPage(service, method, url, data);
  return new Promise((resolve) => {
    const id = ++nextId;
    const inThread = () => void checkOnPage(service, method, url, data).then(resolve);
    pending.set(id, { resolve, inThread });
    try {
      target.postMessage({ type: 'check', id, service, method, url, data } satisfies ValidationRequest);
    } catch {
      pending.delete(id);
      inThread();
    }
  });
}

/**
 * The validator of a request's response, prepared while the request is under way (the mutator calls it
 * before sending): the worker, or on the page the schema chunk, starts loading the schema. Undefined for an
 * unknown operation or one without a JSON schema (HTML, files). On the page, a schema chunk that cannot be
 * loaded (offline) rejects; the caller lets the response pass unchecked then.
 */
export async function validatorFor(service: Service, method: string, url: string): Promise<Validator | undefined> {
  const operation = findOperation(service, method, url);
  if (!operation?.loadResponse) return undefined;
  const target = validationWorker();
  if (target) target.postMessage({ type: 'prepare', service, method, url } satisfies ValidationRequest);
  else await loadSchema(service, method, url);
  return async (data) => {
    if (data instanceof Blob) return data;
    const result = await check(service, method, url, data);
    if (result.kind === 'valid') return result.data;
    if (result.kind === 'unchecked') return data;
    throw new ContractError({
      status: 200,
      body: data,
      method: method.toUpperCase(),
      path: url,
      field: result.field,
      detail: result.detail,
      operationId: result.operationId,
    });
  };
}

/** `validatorFor` and the parse in one step (tests, tools). */
export async function validateResponse(service: Service, method: string, url: string, data: unknown): Promise<unknown> {
  const validate = await validatorFor(service, method, url);
  return validate ? validate(data) : data;
}

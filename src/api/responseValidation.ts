/**
 * Runtime validation: every response of a generated hook is parsed with the zod schema orval
 * generated for its operation (src/api/responseCheck.ts). Loaded by the mutator alongside the first request.
 *
 * The parse runs in the validation worker (src/api/validation.worker.ts): zod, building the schemas and
 * parsing large responses stay off the page's main thread (Total Blocking Time). The worker loads
 * a request's schema while the request is under way. Where no worker can start (no Worker, a script that
 * does not load, data that cannot be cloned), the same check runs on the page: the outcome is the same.
 * A response that breaks the contract becomes a ContractError naming the operation and the first failing
 * field; an enum value the contract does not list passes and is logged once; a schema that cannot be
 * loaded (offline) lets the response pass unchecked.
 */
import { ContractError } from './errors';
import { postLog } from './log';
import { checkResponse, findOperation, loadSchema, type CheckResult, type Service, type UnknownEnumValue } from './responseCheck';
import type { ValidationRequest } from './validation.worker';
import { connectValidationWorker, FALLBACK_WARNING, VALIDATION_TRUSTED_TYPES_POLICY } from './validationWorker';

export { FALLBACK_WARNING, findOperation, VALIDATION_TRUSTED_TYPES_POLICY, type Service };

export type Validator = (data: unknown) => Promise<unknown>;

/** Unknown enum values already logged in this page load: operation, field (any row) and value. */
const loggedUnknownValues = new Set<string>();

/**
 * Logs an enum value the contract does not list (console warning and the server's client log), once per
 * operation, field and value: the same value in every row of a list counts once.
 */
function logUnknownValues(values: readonly UnknownEnumValue[] | undefined): void {
  for (const { operationId, field, value } of values ?? []) {
    const key = JSON.stringify([operationId, field.replace(/(^|\.)\d+(?=\.|$)/g, '$1*'), value]);
    if (loggedUnknownValues.has(key)) continue;
    loggedUnknownValues.add(key);
    const message = `Unknown enum value in the response of ${operationId}: ${field} = ${JSON.stringify(value)} (shown as an unknown value)`;
    console.warn(message);
    void postLog('WARN', message);
  }
}

interface Pending {
  resolve: (result: CheckResult) => void;
  /** The same check on the page, when the worker fails. */
  inThread: () => void;
}

let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

/** A worker that failed: checks still waiting for it run on the page, later ones too. */
function abandonWorker(): void {
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const entry of waiting) entry.inThread();
}

/** The worker (started by the first-page preload, or here on first use); null where none can start. */
function validationWorker(): Worker | null {
  worker ??= connectValidationWorker({
    message: (data) => {
      const { id, result } = data as { id: number; result: CheckResult };
      const entry = pending.get(id);
      pending.delete(id);
      entry?.resolve(result);
    },
    failure: abandonWorker,
  });
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
    if (result.kind === 'valid') {
      logUnknownValues(result.unknownValues);
      return result.data;
    }
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

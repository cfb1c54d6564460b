/**
 * orval's mutator: the thin adapter that sends every generated hook's request through the one
 * openapi-fetch transport (src/api/transport.ts) and parses the response with the operation's generated
 * zod schema (src/api/responseValidation.ts and the schema of the operation, loaded lazily alongside the request). It resolves with the parsed body; any failure
 * is thrown as an ApiError. A response that breaks the contract is a ContractError, written to the console
 * and, once per distinct violation, to POST /api/log, naming the operation and the failing field.
 *
 * The validation module is registered by the app (`enableResponseValidation`), not imported here: orval
 * bundles this file while generated/ is being rewritten, so nothing here may lead to generated code.
 */
import { ContractError } from './errors';
import { postLog } from './log';
import { checkRoute, type Route } from './pathCheck';
import { appClient, portalClient, send, type SendConfig, type TransportClient } from './transport';

export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
  /** Set by every generated call with path parameters: checked before anything is sent. */
  route?: Route;
}

type Validation = Pick<typeof import('./responseValidation'), 'findOperation' | 'validatorFor'>;
type Service = 'app' | 'portal';

let loader: (() => Promise<Validation>) | undefined;
let validation: Promise<Validation | undefined> | undefined;

/** Turns runtime validation on: `load` imports src/api/responseValidation.ts (the app does this at start). */
export function enableResponseValidation(load: () => Promise<Validation>): void {
  loader = load;
  validation = undefined;
}

/** The validation chunk, fetched once alongside the first request. Missing chunk: responses pass unchecked. */
function loadValidation(): Promise<Validation | undefined> {
  if (!loader) return Promise.resolve(undefined);
  validation ??= loader().catch(() => undefined);
  return validation;
}

const reported = new Set<string>();

async function reportContractError(service: Service, error: ContractError, method: string, url: string): Promise<void> {
  if (!error.operationId) {
    const operation = (await loadValidation())?.findOperation(service, method, url);
    if (operation) error.withOperation(operation.operationId);
  }
  if (reported.has(error.message)) return;
  reported.add(error.message);
  console.error(error.message);
  await postLog('ERROR', error.message);
}

function toSendConfig(config: RequestConfig, options?: Partial<RequestConfig>): SendConfig {
  const { route, ...merged } = { ...config, ...options };
  const method = merged.method.toUpperCase() as SendConfig['method'];
  if (route) checkRoute(method, merged.url, route);
  return { ...merged, method };
}

async function request<T>(service: Service, client: TransportClient, config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> {
  // A path parameter that breaks the contract throws here: nothing is sent.
  const sendConfig = toSendConfig(config, options);
  // The operation's schema loads while the request is under way; a chunk that fails to load lets it pass.
  const checker = loadValidation()
    .then((loaded) => loaded?.validatorFor(service, sendConfig.method, sendConfig.url))
    .catch(() => undefined);
  try {
    // The transport counts the request in flight until this check has finished.
    return await send<T>(client, sendConfig, async (data) => {
      const validate = await checker;
      return validate ? validate(data) : data;
    });
  } catch (error) {
    if (error instanceof ContractError) await reportContractError(service, error, sendConfig.method, sendConfig.url);
    throw error;
  }
}

/** Adapter for the hooks generated from openapi/app.yaml and openapi/assistant.yaml (base: the app). */
export function appRequest<T>(config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> {
  return request<T>('app', appClient, config, options);
}

/** Adapter for the hooks generated from openapi/portal.yaml (base: the portal, one level up). */
export function portalRequest<T>(config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> {
  return request<T>('portal', portalClient, config, options);
}

/** Tests only: forget which violations were already reported. */
export function resetReportedContractErrors(): void {
  reported.clear();
}

export type ErrorType<E> = import('./errors').ApiError & { body: E };
export type BodyType<B> = B;

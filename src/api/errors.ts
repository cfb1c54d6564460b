/**
 * What went wrong, for the retry policy and the error dialogs:
 * - http: a non-2xx response (status and parsed body);
 * - network: no response at all (offline, DNS, connection reset);
 * - timeout: no response within the time-out ('Zeitüberschreitung');
 * - contract: a 2xx response that is malformed or breaks the OpenAPI contract (runtime validation);
 * - sessionExpired: not sent, because the session has expired and the page reloads or goes to the sign-in;
 * - invalidPath: not sent, because a path parameter breaks the contract or the path would leave its place.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'sessionExpired' | 'invalidPath';

export interface ApiErrorInit {
  status: number;
  body: unknown;
  method: string;
  path: string;
  contentType?: string;
  message?: string;
  kind?: ApiErrorKind;
  /** How long the failed attempt took, in ms. */
  durationMs?: number;
}

export class ApiError extends Error {
  override name: string = 'ApiError';
  /** HTTP status; 0 for network failures and time-outs. */
  readonly status: number;
  /** Parsed response body (JSON object, or the text for non-JSON bodies). */
  readonly body: unknown;
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly kind: ApiErrorKind;
  readonly durationMs: number;

  constructor(init: ApiErrorInit) {
    super(init.message ?? `${init.method} ${init.path} failed with HTTP ${init.status}`);
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.contentType = init.contentType ?? '';
    this.kind = init.kind ?? (init.status === 0 ? 'network' : 'http');
    this.durationMs = init.durationMs ?? 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A request that got no answer within the time-out ('Zeitüberschreitung'). */
export class TimeoutError extends ApiError {
  readonly timeoutMs: number;
  constructor(init: { method: string; path: string; timeoutMs: number }) {
    super({
      status: 0,
      body: undefined,
      method: init.method,
      path: init.path,
      kind: 'timeout',
      durationMs: init.timeoutMs,
      message: `${init.method} ${init.path}: no response within ${init.timeoutMs} ms`,
    });
    this.timeoutMs = init.timeoutMs;
    this.name = 'TimeoutError';
  }
}

/**
 * A successful response that cannot be used: malformed JSON, or JSON that breaks the contract. It names the
 * operation (once the mutator has identified it) and the first failing field.
 */
export class ContractError extends ApiError {
  operationId: string | undefined;
  /** Dotted path of the first failing field ('(body)' for malformed JSON). */
  readonly field: string;
  readonly detail: string;
  constructor(init: { status: number; body: unknown; method: string; path: string; contentType?: string; field: string; detail: string; operationId?: string }) {
    super({ ...init, kind: 'contract', message: ContractError.describe(init) });
    this.name = 'ContractError';
    this.field = init.field;
    this.detail = init.detail;
    this.operationId = init.operationId;
  }

  static describe(init: { method: string; path: string; field: string; detail: string; operationId?: string }): string {
    const operation = init.operationId ? `${init.operationId} (${init.method} ${init.path})` : `${init.method} ${init.path}`;
    return `Contract violation in the response of ${operation}: ${init.field}: ${init.detail}`;
  }

  withOperation(operationId: string): ContractError {
    this.operationId = operationId;
    this.message = ContractError.describe(this);
    return this;
  }
}

/** Not sent: the session had expired, the page reloads or goes to the sign-in. */
export class SessionExpiredError extends ApiError {
  constructor(init: { method: string; path: string }) {
    super({ status: 0, body: undefined, method: init.method, path: init.path, kind: 'sessionExpired', message: `${init.method} ${init.path}: session expired` });
    this.name = 'SessionExpiredError';
  }
}

/** Not sent: a path parameter breaks the contract's pattern, or the path would address another resource. */
export class InvalidPathError extends ApiError {
  constructor(init: { method: string; path: string; reason: string }) {
    super({ status: 0, body: undefined, method: init.method, path: init.path, kind: 'invalidPath', message: `${init.method} ${init.path}: not sent, ${init.reason}` });
    this.name = 'InvalidPathError';
  }
}

export function isInvalidPath(error: unknown): error is ApiError & { kind: 'invalidPath' } {
  return isApiError(error) && error.kind === 'invalidPath';
}

/** An HTTP 400 whose body is an HTML page is the web application firewall's rejection. */
export function isFirewallRejection(error: unknown): error is ApiError & { body: string } {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return false;
  if (typeof error.body !== 'string') return false;
  return /html/i.test(error.contentType) || /^\s*</.test(error.body);
}

export function isTimeout(error: unknown): error is TimeoutError {
  return isApiError(error) && error.kind === 'timeout';
}

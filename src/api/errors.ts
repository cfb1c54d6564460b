/** The error every non-2xx response, time-out or network failure of the one transport is thrown as. */
export interface ErrorBodyLike {
  status?: number;
  error?: string;
  message?: string;
  [key: string]: unknown;
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

  constructor(init: { status: number; body: unknown; method: string; path: string; contentType?: string; message?: string }) {
    super(init.message ?? `${init.method} ${init.path} failed with HTTP ${init.status}`);
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.contentType = init.contentType ?? '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A request that got no answer within the time-out (spec §8 'Zeitüberschreitung'). */
export class TimeoutError extends ApiError {
  readonly timeoutMs: number;
  constructor(init: { method: string; path: string; timeoutMs: number }) {
    super({ status: 0, body: undefined, method: init.method, path: init.path, message: `${init.method} ${init.path}: no response within ${init.timeoutMs} ms` });
    this.timeoutMs = init.timeoutMs;
    this.name = 'TimeoutError';
  }
}

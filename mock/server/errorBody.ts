/** The contract's ErrorBody, one builder for the data server's answers and the gateway's. */
import type { ErrorBody } from './types';

export const errorBody = (status: number, error: string, message: string, path?: string, extra: Partial<ErrorBody> = {}): ErrorBody => ({
  status,
  error,
  message,
  ...(path ? { path } : {}),
  timestamp: new Date().toISOString(),
  ...extra,
});

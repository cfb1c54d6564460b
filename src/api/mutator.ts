/**
 * orval's mutator: the thin adapter that sends every generated hook's request through the one
 * openapi-fetch transport (src/api/transport.ts). It resolves with the parsed body; any failure is thrown
 * as an ApiError by the transport.
 */
import { appClient, portalClient, send, type SendConfig } from './transport';

export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

function toSendConfig(config: RequestConfig, options?: Partial<RequestConfig>): SendConfig {
  const merged = { ...config, ...options };
  return { ...merged, method: merged.method.toUpperCase() as SendConfig['method'] };
}

/** Adapter for the hooks generated from openapi/app.yaml and openapi/assistant.yaml (base: the app). */
export function appRequest<T>(config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> {
  return send<T>(appClient, toSendConfig(config, options));
}

/** Adapter for the hooks generated from openapi/portal.yaml (base: the portal, one level up). */
export function portalRequest<T>(config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> {
  return send<T>(portalClient, toSendConfig(config, options));
}

export type ErrorType<E> = import('./errors').ApiError & { body: E };
export type BodyType<B> = B;

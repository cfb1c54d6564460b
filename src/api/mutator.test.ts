import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNIT_WAIT } from '../../tests/unit/wait';

const fetchMock = await vi.hoisted(async () => (await import('./testing')).installFetchMock());

const { appRequest, enableResponseValidation, resetReportedContractErrors } = await import('./mutator');
enableResponseValidation(() => import('./responseValidation'));
const { jsonResponse } = await import('./testing');
const { ContractError } = await import('./errors');

describe('the mutator: every generated call parsed with its zod schema', () => {
  beforeEach(() => {
    fetchMock.requests.length = 0;
    resetReportedContractErrors();
  });

  it('resolves with the parsed body of a response that keeps the contract', async () => {
    fetchMock.handler = () => jsonResponse({ environment: 'PROD', sessionTimeout: 1800 });
    await expect(appRequest({ url: '/api/env', method: 'GET' })).resolves.toEqual({ environment: 'PROD', sessionTimeout: 1800 });
  });

  it('turns a response that breaks the contract into a ContractError, logged once to POST /api/log', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.handler = (request) => (request.url.endsWith('/api/log') ? new Response(null, { status: 204 }) : jsonResponse({ environment: 42, sessionTimeout: 1800 }));
    for (let i = 0; i < 2; i += 1) {
      await expect(appRequest({ url: '/api/env', method: 'GET' })).rejects.toBeInstanceOf(ContractError);
    }
    const logs = fetchMock.requests.filter((r) => r.url.endsWith('/api/log'));
    expect(logs).toHaveLength(1);
    const entry = (await logs[0]?.json()) as { level: string; message: string };
    expect(entry.level).toBe('ERROR');
    expect(entry.message).toMatch(/getEnv \(GET \/api\/env\): environment: /);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/Contract violation in the response of getEnv/));
  });

  it('lets an enum value the contract does not list pass, with one WARN entry to POST /api/log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.handler = (request) => (request.url.endsWith('/api/log') ? new Response(null, { status: 204 }) : jsonResponse({ environment: 'MARS', sessionTimeout: 1800 }));
    for (let i = 0; i < 2; i += 1) {
      await expect(appRequest({ url: '/api/env', method: 'GET' })).resolves.toEqual({ environment: 'MARS', sessionTimeout: 1800 });
    }
    const message = 'Unknown enum value in the response of getEnv: environment = "MARS" (shown as an unknown value)';
    await vi.waitFor(() => expect(fetchMock.requests.filter((r) => r.url.endsWith('/api/log'))).toHaveLength(1), UNIT_WAIT);
    const entry = (await fetchMock.requests.find((r) => r.url.endsWith('/api/log'))?.json()) as { level: string; message: string };
    expect(entry).toEqual({ level: 'WARN', message });
    expect(warn.mock.calls).toEqual([[message]]);
  });

  it('counts a generated request in flight once, until its response is parsed', async () => {
    const count = () => document.getElementById('ippc-request-counter')?.dataset.count;
    let release: (response: Response) => void = () => undefined;
    fetchMock.handler = () => new Promise<Response>((resolve) => (release = resolve));
    const pending = appRequest({ url: '/api/env', method: 'GET' });
    await vi.waitFor(() => expect(fetchMock.requests).toHaveLength(1), UNIT_WAIT);
    expect(count()).toBe('1');
    release(jsonResponse({ environment: 'PROD', sessionTimeout: 1800 }));
    await expect(pending).resolves.toEqual({ environment: 'PROD', sessionTimeout: 1800 });
    expect(count()).toBe('0');
  });

  it('names the operation of a malformed JSON body too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.handler = (request) =>
      request.url.endsWith('/api/log') ? new Response(null, { status: 204 }) : new Response('{"datetime":', { headers: { 'Content-Type': 'application/json' } });
    const error = await appRequest({ url: '/api/time', method: 'GET' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ operationId: 'getServerTime', field: '(body)' });
  });

  it('a failing log write does not change the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.handler = (request) => (request.url.endsWith('/api/log') ? new Response(null, { status: 500 }) : jsonResponse({ datetime: 'gestern' }));
    await expect(appRequest({ url: '/api/time', method: 'GET' })).rejects.toMatchObject({ field: 'datetime' });
  });
});

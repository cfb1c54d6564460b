import { afterEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(async () => (await import('./testing')).installFetchMock());

const { readAll, read, write, readErrorCode, UserSettingsError } = await import('./userSettings');
const { ApiError } = await import('./errors');
const { jsonResponse } = await import('./testing');

const settingsUrl = (request: Request) => new URL(request.url).pathname;

describe('user-settings store', () => {
  afterEach(() => {
    fetchMock.requests.length = 0;
    fetchMock.handler = () => new Response(null, { status: 404 });
  });

  it('readAll: GET …/portal/api/userSettings/{group}, name/value pairs as a map, empty values dropped', async () => {
    fetchMock.handler = () => jsonResponse([{ name: 'a', value: '{"name":"A"}' }, { name: 'gone', value: '' }]);
    const result = await readAll('filters_ippcInstallations');
    expect(result).toEqual({ value: { a: '{"name":"A"}' } });
    const request = fetchMock.requests[0]!;
    expect(request.method).toBe('GET');
    expect(settingsUrl(request)).toMatch(/\/portal\/api\/userSettings\/filters_ippcInstallations$/);
  });

  it('read: one key; a missing filter key is an empty value with name_not_found', async () => {
    fetchMock.handler = () => jsonResponse([{ name: 'ippcInstallations', value: 'f-1' }]);
    expect(await read('filters_ojs_selected_filter_key', 'ippcInstallations')).toEqual({ value: 'f-1' });
    expect(await read('filters_ojs_selected_filter_key', 'other')).toEqual({ value: '', error: 'name_not_found' });
  });

  it.each([
    ['HTTP 500', () => jsonResponse({ status: 500, error: 'Internal Server Error', message: 'x' }, 500), 'no_response_data'],
    ['HTTP 404', () => jsonResponse({ status: 404, error: 'Not Found', message: 'x' }, 404), 'name_not_found'],
    ['a body that is no list', () => jsonResponse({ not: 'a list' }), 'no_response_data'],
    ['no JSON at all', () => new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), 'no_response_data'],
  ])('filter containers: %s is forced to an empty result with the error %s', async (_name, handler, code) => {
    fetchMock.handler = handler;
    expect(await readAll('filters_ippcInstallations')).toEqual({ value: {}, error: code });
    expect(await read('filters_ojs_selected_filter_key', 'ippcInstallations')).toEqual({ value: '', error: code });
  });

  it('not signed in (401): empty, no error to show', async () => {
    fetchMock.handler = () => jsonResponse({ status: 401, error: 'Unauthorized', message: 'x' }, 401);
    expect(await readAll('filters_ippcInstallations')).toEqual({ value: {} });
  });

  it('other containers get the error thrown', async () => {
    fetchMock.handler = () => jsonResponse({ status: 500, error: 'x', message: 'x' }, 500);
    await expect(readAll('layout')).rejects.toBeInstanceOf(ApiError);
    fetchMock.handler = () => jsonResponse([]);
    await expect(read('layout', 'x')).rejects.toMatchObject({ code: 'name_not_found' });
  });

  it('write: POST form-encoded name and value; an empty value (delete) is sent as such', async () => {
    fetchMock.handler = () => new Response(null, { status: 204 });
    await write('filters_ippcInstallations', 'f-1', '{"name":"A"}');
    await write('filters_ippcInstallations', 'f-1', '');
    const [first, second] = fetchMock.requests;
    expect(first!.method).toBe('POST');
    expect(first!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await first!.text()))).toEqual({ name: 'f-1', value: '{"name":"A"}' });
    expect(Object.fromEntries(new URLSearchParams(await second!.text()))).toEqual({ name: 'f-1', value: '' });
  });

  it('write failure: unable_to_save', async () => {
    fetchMock.handler = () => jsonResponse({ status: 500, error: 'x', message: 'x' }, 500);
    await expect(write('filters_x', 'k', 'v')).rejects.toMatchObject({ code: 'unable_to_save' });
  });

  it('readErrorCode: unknown failures are unknown_error', () => {
    expect(readErrorCode(new Error('boom'))).toBe('unknown_error');
    expect(readErrorCode(new UserSettingsError('no_response_data'))).toBe('no_response_data');
  });
});

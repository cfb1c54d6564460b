import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = await vi.hoisted(async () => (await import('./testing')).installFetchMock());

const { getInstallation } = await import('../../generated/app/hooks/installations/installations');
const { getBvtFile } = await import('../../generated/app/hooks/bvt/bvt');
const { getUiTemplate } = await import('../../generated/app/hooks/uitemplate/uitemplate');
const { dmsGetDocument } = await import('../../generated/assistant/hooks/dms/dms');
const { getUserSettings } = await import('../../generated/portal/hooks/user-settings/user-settings');
const { appClient, send } = await import('./transport');
const { jsonResponse } = await import('./testing');
const { InvalidPathError } = await import('./errors');
const { checkRoute, leavesItsPath } = await import('./pathCheck');

const paths = () => fetchMock.requests.map((request) => new URL(request.url).pathname);

/** What the installation details page sends for the id of its route (a hash path, decoded by the router). */
const CRAFTED_IDS = ['../../logout', '../../time', '..', '.', '', 'AT-IPPC-000001?x=1', 'AT-IPPC-000001#x', 'AT-IPPC-000001/../../logout', 'lastUpdate', '%2e%2e'];

describe('path parameters in the generated calls', () => {
  beforeEach(() => {
    fetchMock.requests.length = 0;
    fetchMock.handler = () => new Response(null, { status: 404 });
  });

  it.each(CRAFTED_IDS)('getInstallation(%j) sends nothing: the id breaks the contract', async (id) => {
    await expect(getInstallation(id)).rejects.toBeInstanceOf(InvalidPathError);
    expect(paths()).toEqual([]);
  });

  it('a valid installation id is requested at its own address', async () => {
    fetchMock.handler = () => jsonResponse({});
    await getInstallation('AT-IPPC-000001');
    expect(paths()).toEqual(['/api/ippcInstallations/AT-IPPC-000001']);
  });

  it('a parameter without a pattern is encoded into its one segment', async () => {
    fetchMock.handler = () => new Response('x', { headers: { 'Content-Type': 'application/octet-stream' } });
    await getBvtFile('../../time', { responseType: 'blob' });
    await getBvtFile('a?b#c', { responseType: 'blob' });
    await getBvtFile('../../logout', { responseType: 'blob' });
    expect(paths()).toEqual(['/api/bvt/getFile/..%2F..%2Ftime', '/api/bvt/getFile/a%3Fb%23c', '/api/bvt/getFile/..%2F..%2Flogout']);
    expect(fetchMock.requests.every((request) => new URL(request.url).search === '' && new URL(request.url).hash === '')).toBe(true);
  });

  it.each(['..', '.', ''])('a parameter without a pattern is still refused when it is %j', async (id) => {
    await expect(getBvtFile(id, { responseType: 'blob' })).rejects.toBeInstanceOf(InvalidPathError);
    // GET /api/uitemplate/ is another operation (the list): an empty id must not reach it.
    await expect(getUiTemplate(id)).rejects.toBeInstanceOf(InvalidPathError);
    expect(paths()).toEqual([]);
  });

  it('the assistant and the portal documents are checked the same way', async () => {
    await expect(dmsGetDocument('..', 'DMS-D-2024-004517')).rejects.toBeInstanceOf(InvalidPathError);
    await expect(dmsGetDocument('resolveDocumentType', 'X')).rejects.toBeInstanceOf(InvalidPathError);
    // The group's pattern allows dots, but never a dot segment.
    await expect(getUserSettings('..')).rejects.toBeInstanceOf(InvalidPathError);
    await expect(getUserSettings('../../logout')).rejects.toBeInstanceOf(InvalidPathError);
    expect(paths()).toEqual([]);
  });
});

describe('checkRoute', () => {
  const route = { template: '/api/ippcInstallations/{id}', patterns: { id: '^AT-IPPC-[0-9]{6}$' } };

  it('accepts the template filled with a matching parameter', () => {
    expect(() => checkRoute('GET', '/api/ippcInstallations/AT-IPPC-000001', route)).not.toThrow();
  });

  it.each(['/api/ippcInstallations/../../logout', '/api/ippcInstallations/AT-IPPC-000001/x', '/api/ippcInstallations/AT-IPPC-000001?x', '/api/time'])(
    'refuses %s, which does not fit the template',
    (url) => {
      expect(() => checkRoute('GET', url, route)).toThrow(InvalidPathError);
    },
  );

  it('refuses a malformed percent-encoding', () => {
    expect(() => checkRoute('GET', '/api/bvt/getFile/%E0%A4%A', { template: '/api/bvt/getFile/{id}' })).toThrow(InvalidPathError);
  });
});

describe('the transport refuses a path with a dot segment', () => {
  beforeEach(() => {
    fetchMock.requests.length = 0;
  });

  it.each(['/api/ippcInstallations/../../logout', '/api/x/%2e%2e/time', '/api/x/.%2E/time', '/api/./time', '/api/x/..\\..\\logout', '/api/x/..?y'])('refuses %s', async (url) => {
    expect(leavesItsPath(url)).toBe(true);
    await expect(send(appClient, { url, method: 'GET' })).rejects.toBeInstanceOf(InvalidPathError);
    expect(fetchMock.requests).toEqual([]);
  });

  it('sends a path whose segments only contain dots among other characters', () => {
    expect(leavesItsPath('/api/bvt/getFile/..%2F..%2Ftime')).toBe(false);
    expect(leavesItsPath('/api/userSettings/filters.v2')).toBe(false);
  });
});

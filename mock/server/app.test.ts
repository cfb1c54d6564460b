// @vitest-environment node
import './nodeTestEnv';
import type { IncomingMessage } from 'node:http';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataServer, type Reply } from './app';
import { DEFAULT_INSTALLATIONS, loadInstallations, Register } from './register';
import { SettingsStore } from './settings';
import { exportTitle, TASK_TIMING, TaskStore } from './tasks';
import type { DmsContainer, DmsTaskResult, SearchAssistantTaskResult, ErrorBody, InstallationFilter, OpenDataFeatureCollection, SearchResult, SiteList, UserGroupMembership, UserTask, UserTaskList } from './types';
import { OPEN_DATA_COLUMNS, OPEN_DATA_LICENSE } from '../../scripts/examples/opendata';
import { parseCsv } from '../../tests/support/csv';
import { EXPORT_SHEET } from './xlsx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './examples';

const register = new Register(loadInstallations(DEFAULT_INSTALLATIONS));
let server: DataServer;
const logged: string[] = [];

beforeEach(() => {
  logged.length = 0;
  server = new DataServer({
    register,
    settings: new SettingsStore(undefined),
    tasks: new TaskStore(),
    defaults: { visitor: 'anonymous', environment: 'LOCAL', breakContract: false },
    log: (line) => logged.push(line),
  });
});
afterEach(() => {
  server.stop();
  vi.useRealTimers();
});

/** A request as the app sends it: writes carry the XSRF-TOKEN cookie and the same value in X-XSRF-TOKEN (`xsrf: false` leaves both out). */
function call(method: string, url: string, options: { body?: unknown; form?: Record<string, string>; cookie?: string; xsrf?: false | string } = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  const token = options.xsrf ?? 'token-1';
  if (method !== 'GET' && token !== false) {
    options = { ...options, cookie: [options.cookie, 'XSRF-TOKEN=token-1'].filter(Boolean).join('; ') };
    headers['x-xsrf-token'] = token;
  }
  let raw = Buffer.alloc(0);
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    raw = Buffer.from(new URLSearchParams(options.form).toString());
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    raw = Buffer.from(JSON.stringify(options.body));
  }
  // A browser has its session cookie from the first answer on.
  headers.cookie = [options.cookie, 'JSESSIONID=session-1'].filter(Boolean).join('; ');
  return server.handle({ method, url, headers } as unknown as IncomingMessage, raw);
}

describe('the data server', () => {
  it('filters the feed by its parameters as the search filters, Anpassungsfristen included', async () => {
    const ids = (xml: string) => [...xml.matchAll(/<id>tag:ippc\.umweltbundesamt\.at,2026:installation\/([^/]+)\//g)].map((m) => m[1]);
    const feed = (await call('GET', '/api/ippcInstallations/feed?adaptationDeadlines=MISSED')).body as Buffer;
    const missed = (await call('POST', '/api/ippcInstallations', { body: { filter: { adaptationDeadlines: ['MISSED'] }, page: 0, pageSize: 50, sort: { field: 'lastChange', direction: 'desc' } } })).body as SearchResult;
    expect(missed.total).toBeGreaterThan(0);
    expect(ids(feed.toString('utf8'))).toEqual(missed.items.map((item) => item.id));
  });

  it("counts Vienna as a whole (district 900) as its districts 901–923, and ignores statistics parameters the contract does not list", async () => {
    const vienna = register.filter({ bundeslandCodes: ['9'] });
    expect(vienna.length).toBeGreaterThan(0);
    expect(register.filter({ districtCodes: ['900'] })).toEqual(vienna);
    const search = (await call('POST', '/api/ippcInstallations', { body: { filter: { districtCodes: ['900', '401'] }, page: 0, pageSize: 1 } })).body as SearchResult;
    expect(search.total).toBe(vienna.length + register.filter({ districtCodes: ['401'] }).length);
    const all = (await call('GET', '/api/ippcInstallations/branchenStats')).body as { total: number };
    expect(((await call('GET', '/api/ippcInstallations/branchenStats?statuses=STILLGELEGT&legalBases=AWG&batConclusionCodes=CLM')).body as { total: number }).total).toBe(all.total);
    expect(((await call('GET', '/api/ippcInstallations/branchenStats?districtCodes=900')).body as { total: number }).total).toBe(vienna.length);
  });

  it('refuses an operation that needs the session without the session cookie (401 unauthorized)', async () => {
    const headers = { cookie: 'XSRF-TOKEN=token-1', 'x-xsrf-token': 'token-1' };
    const reply = await server.handle({ method: 'GET', url: '/api/user-tasks/any/result', headers } as unknown as IncomingMessage, Buffer.alloc(0));
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ status: 401, error: 'unauthorized' });
    const cancel = await server.handle({ method: 'POST', url: '/api/user-tasks/any/cancel', headers } as unknown as IncomingMessage, Buffer.alloc(0));
    expect(cancel.status).toBe(401);
  });

  it('refuses a write without the XSRF token or with a forged one (403 csrf_rejected); reads sent as POST need none', async () => {
    const missing = await call('POST', '/api/ippcInstallations/excel', { body: {}, xsrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ status: 403, error: 'csrf_rejected' });
    expect((await call('POST', '/api/ippcInstallations/excel', { body: {}, xsrf: 'forged' })).status).toBe(403);
    expect((await call('POST', '/api/ippcInstallations/excel', { body: {} })).status).toBe(202);
    // A search is a read: a stale or missing token does not matter.
    expect((await call('POST', '/api/ippcInstallations', { body: { filter: {}, page: 0, pageSize: 1 }, xsrf: 'stale' })).status).toBe(200);
    expect((await call('POST', '/api/ippcInstallations', { body: { filter: {}, page: 0, pageSize: 1 }, xsrf: false })).status).toBe(200);
  });

  it('searches with the filter of the request body, and pages', async () => {
    const all = (await call('POST', '/api/ippcInstallations', { body: { filter: {}, page: 0, pageSize: 20 } })).body as SearchResult;
    const ooe = (await call('POST', '/api/ippcInstallations', { body: { filter: { bundeslandCodes: ['4'] }, page: 1, pageSize: 5, sort: { field: 'city', direction: 'desc' } } }))
      .body as SearchResult;
    expect(all.total).toBe(320);
    expect(ooe.total).toBeLessThan(all.total);
    expect(ooe.page).toBe(1);
    expect(ooe.items).toHaveLength(5);
    expect(ooe.items.every((x) => x.site.bundeslandName === 'Oberösterreich')).toBe(true);
  });

  it('answers details per id and 404 with the error body for an unknown id or path', async () => {
    const a = await call('GET', '/api/ippcInstallations/AT-IPPC-000001');
    const b = await call('GET', '/api/ippcInstallations/AT-IPPC-000002');
    expect(a.status).toBe(200);
    expect((a.body as { name: string }).name).not.toBe((b.body as { name: string }).name);
    const missing = await call('GET', '/api/ippcInstallations/AT-IPPC-999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, error: 'not_found', message: 'Die Anlage AT-IPPC-999999 ist nicht im Register.' } satisfies Partial<ErrorBody>);
    expect((await call('GET', '/api/cms/gibt-es-nicht')).status).toBe(404);
    expect((await call('GET', '/api/cms/faq')).contentType).toMatch(/^text\/html/);
    expect((await call('GET', '/api/nothing')).status).toBe(404);
  });

  it('statistics take the filter from query parameters (repeated keys) and onlyOwn for owners', async () => {
    const stats = (await call('GET', '/api/ippcInstallations/branchenStats?bundeslandCodes=4&bundeslandCodes=6')).body as { total: number };
    expect(stats.total).toBe(register.filter({ bundeslandCodes: ['4', '6'] }).length);
    const own = (await call('GET', '/api/ippcInstallations/branchenStats?onlyOwn=true', { cookie: 'ippc-mock-visitor=owner' })).body as { total: number };
    expect(own.total).toBe(register.ownedBy('m.mustermann').size);
    const anonymousOwn = (await call('GET', '/api/ippcInstallations/branchenStats?onlyOwn=true')).body as { total: number };
    expect(anonymousOwn.total).toBe(0);
  });

  it('answers GET /logout (local sign-in mode) with 204', async () => {
    const logout = await call('GET', '/logout', { cookie: 'ippc-mock-visitor=owner; JSESSIONID=s1; XSRF-TOKEN=t1' });
    expect(logout.status).toBe(204);
    expect(logout.headers?.['Set-Cookie']).toBe('JSESSIONID=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('is the visitor and environment of the cookies, else of the defaults; /__mock/visitor switches them', async () => {
    expect((await call('GET', '/api/auth/user')).body).toMatchObject({ username: 'anonymousUser' });
    expect((await call('GET', '/api/auth/user', { cookie: 'ippc-mock-visitor=authority' })).body).toMatchObject({ currentUserName: 'Franz Beispiel' });
    expect((await call('GET', '/api/auth/userInfo', { cookie: 'ippc-mock-visitor=authority' })).body).toEqual({ userType: 'AUTHORITY', bundeslandCode: '4' });
    expect((await call('GET', '/api/auth/userInfo', { cookie: 'ippc-mock-visitor=usp' })).body).toEqual({ userType: 'NATIPPC_REGISTERED', gln: '9008390123454' });
    expect((await call('GET', '/api/env', { cookie: 'ippc-mock-environment=PROD' })).body).toMatchObject({ environment: 'PROD' });
    expect((await call('GET', '/api/env')).body).toMatchObject({ environment: 'LOCAL' });

    const set = await call('GET', '/__mock/visitor?visitor=owner&environment=test');
    expect(set.status).toBe(302);
    expect(set.headers?.['Set-Cookie']).toEqual(['ippc-mock-visitor=owner; Path=/; SameSite=Lax', 'ippc-mock-environment=TEST; Path=/; SameSite=Lax']);
    expect((await call('GET', '/__mock/visitor', { cookie: 'ippc-mock-visitor=pvp' })).body).toMatchObject({ visitor: 'pvp', environment: 'LOCAL', user: 'Karin Musterfrau' });
    expect((await call('POST', '/__mock/visitor', { body: { visitor: 'nobody' } })).status).toBe(400);
    await call('POST', '/__mock/visitor', { body: { visitor: 'oidc', environment: 'DEMO', scope: 'server' } });
    expect((await call('GET', '/api/auth/user')).body).toMatchObject({ oidc: true });
    expect((await call('GET', '/api/env')).body).toMatchObject({ environment: 'DEMO' });
  });

  it('keeps user settings per visitor and group; an empty value deletes', async () => {
    const owner = 'ippc-mock-visitor=owner';
    const value = JSON.stringify({ name: 'Oberösterreich', enabled: true, criteria: { bundeslandCodes: ['4'] } });
    expect((await call('POST', '/api/userSettings/filters_ippcInstallations', { form: { name: 'f1', value }, cookie: owner })).status).toBe(204);
    await call('POST', '/api/userSettings/filters_ojs_selected_filter_key', { form: { name: 'ippcInstallations', value: 'f1' }, cookie: owner });
    expect((await call('GET', '/api/userSettings/filters_ippcInstallations', { cookie: owner })).body).toEqual([{ name: 'f1', value }]);
    expect((await call('GET', '/api/userSettings/filters_ippcInstallations', { cookie: 'ippc-mock-visitor=authority' })).body).toEqual([]);
    expect((await call('GET', '/api/userSettings/filters_ippcInstallations', { cookie: `${owner}; ippc-mock-session=other` })).body).toEqual([]);
    await call('POST', '/api/userSettings/filters_ippcInstallations', { form: { name: 'f1', value: '' }, cookie: owner });
    expect((await call('GET', '/api/userSettings/filters_ippcInstallations', { cookie: owner })).body).toEqual([]);
    expect((await call('GET', '/api/userSettings/filters_ojs_selected_filter_key', { cookie: owner })).body).toEqual([{ name: 'ippcInstallations', value: 'f1' }]);
    expect((await call('POST', '/api/userSettings/x', { form: { value: 'no name' } })).status).toBe(400);
  });

  it("refuses a saved filter whose name is longer than 100 characters, and a setting over the contract's limits", async () => {
    const owner = 'ippc-mock-visitor=owner';
    const write = (name: string, value: string) => call('POST', '/api/userSettings/filters_ippcInstallations', { form: { name, value }, cookie: owner });
    const filter = (name: string) => JSON.stringify({ name, enabled: true, criteria: {} });
    expect((await write('f1', filter('x'.repeat(100)))).status).toBe(204);
    const tooLong = await write('f2', filter('x'.repeat(101)));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ error: 'validation_failed', violations: [{ field: 'value.name', message: 'Maximal 100 Zeichen' }] });
    expect((await write('f3', 'v'.repeat(10_001))).status).toBe(400);
    expect((await write('n'.repeat(101), 'v')).status).toBe(400);
    expect(((await call('GET', '/api/userSettings/filters_ippcInstallations', { cookie: owner })).body as { name: string }[]).map((s) => s.name)).toEqual(['f1']);
  });

  it('downloads the filtered installations as CSV (byte order mark, ;) and GeoJSON (licence on top), the same rows as the search, without an XSRF token', async () => {
    const filter: InstallationFilter = { bundeslandCodes: ['9'], activityCodes: ['5'] };
    const expected = register.filter(filter).map((x) => x.id);
    expect(expected.length).toBeGreaterThan(1);
    const searched = (await call('POST', '/api/ippcInstallations', { body: { filter, page: 0, pageSize: 100 } })).body as SearchResult;
    expect(searched.items.map((x) => x.id)).toEqual(expected);

    const csv = await call('POST', '/api/ippcInstallations/openData?format=csv', { body: filter, xsrf: false });
    expect(csv.status).toBe(200);
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(csv.headers?.['Content-Disposition']).toMatch(/^attachment; filename="Anlagenregister-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = csv.body as Buffer;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = await parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(OPEN_DATA_COLUMNS.map((c) => c.header));
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected);

    const geo = await call('POST', '/api/ippcInstallations/openData?format=geojson', { body: filter, xsrf: false });
    expect(geo.status).toBe(200);
    expect(geo.contentType).toBe('application/geo+json');
    expect(geo.headers?.['Content-Disposition']).toMatch(/^attachment; filename="Anlagenregister-\d{4}-\d{2}-\d{2}\.geojson"$/);
    const collection = JSON.parse((geo.body as Buffer).toString('utf8')) as OpenDataFeatureCollection;
    expect(collection.license).toEqual(OPEN_DATA_LICENSE);
    expect(collection.features.map((f) => f.properties.id)).toEqual(expected);
    expect(collection.features[0]!.geometry.coordinates).toEqual([register.get(expected[0]!)!.location.lon, register.get(expected[0]!)!.location.lat]);
  });

  it('applies the radius criterion to the open data, the statistics and the Excel export, whose title names it', async () => {
    const near = { lat: 47.0707, lon: 15.4395, radiusKm: 25 };
    const expected = register.filter({ near }).map((x) => x.id);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(register.installations.length);
    const geo = await call('POST', '/api/ippcInstallations/openData?format=geojson', { body: { near }, xsrf: false });
    expect((JSON.parse((geo.body as Buffer).toString('utf8')) as OpenDataFeatureCollection).features.map((f) => f.properties.id)).toEqual(expected);
    const stats = await call('GET', '/api/ippcInstallations/branchenStats?nearLat=47.0707&nearLon=15.4395&nearRadiusKm=25');
    expect((stats.body as { total: number }).total).toBe(expected.length);
    const started = await call('POST', '/api/ippcInstallations/excel', { body: { near } });
    expect((started.body as UserTask).title).toBe('Excel-Export Anlagenregister – Umkreis: 25 km um 47,0707° N, 15,4395° O');
  });

  it('downloads only the own installations with onlyOwn (none for an anonymous visitor) and refuses an unknown format with 400', async () => {
    const anonymous = await call('POST', '/api/ippcInstallations/openData?format=geojson', { body: { onlyOwn: true } });
    expect((JSON.parse((anonymous.body as Buffer).toString('utf8')) as OpenDataFeatureCollection).features).toEqual([]);
    const owner = 'ippc-mock-visitor=owner';
    const own = await call('POST', '/api/ippcInstallations/openData?format=csv', { body: { onlyOwn: true }, cookie: owner });
    const ownIds = (await parseCsv((own.body as Buffer).toString('utf8').slice(1))).slice(1).map((r) => r[0]);
    expect(ownIds.length).toBeGreaterThan(0);
    expect(new Set(ownIds)).toEqual(server.ownedIds({ visitor: 'owner', environment: 'LOCAL', stateKey: 'owner', breakContract: false }));
    const unknown = await call('POST', '/api/ippcInstallations/openData?format=xlsx', { body: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'validation_failed', violations: [{ field: 'format' }] });
  });

  it('runs an export task WAITING → RUNNING → SUCCESS with progress, and its result is a workbook of the filtered rows', async () => {
    vi.useFakeTimers();
    const filter: InstallationFilter = { bundeslandCodes: ['9'] };
    const started = await call('POST', '/api/ippcInstallations/excel', { body: filter });
    expect(started.status).toBe(202);
    const task = started.body as UserTask;
    expect(task).toMatchObject({ kind: 'EXCEL_EXPORT', status: 'WAITING', progress: 0, title: 'Excel-Export Anlagenregister – Bundesland: Wien' });
    const list = async () => ((await call('GET', '/api/user-tasks')).body as UserTaskList).find((t) => t.id === task.id)!;
    expect((await call('GET', `/api/user-tasks/${task.id}/result`)).status).toBe(409);

    vi.advanceTimersByTime(TASK_TIMING.startMs);
    expect(await list()).toMatchObject({ status: 'RUNNING' });
    const progress: number[] = [];
    for (let i = 0; i < 20 && (await list()).status === 'RUNNING'; i++) {
      progress.push((await list()).progress);
      vi.advanceTimersByTime(TASK_TIMING.stepMs);
    }
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const done = await list();
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 100, result: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    expect(done.finishedAt).toBeDefined();
    vi.useRealTimers();

    const result = await call('GET', `/api/user-tasks/${task.id}/result`);
    expect(result.status).toBe(200);
    expect(result.headers?.['Content-Disposition']).toMatch(/attachment; filename="Anlagenregister-Export-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(result.body as Buffer).buffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET)!;
    const expected = register.filter(filter);
    expect(expected.length).toBeGreaterThan(0);
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...OPEN_DATA_COLUMNS.map((c) => c.header)]);
    const column = (header: string) => OPEN_DATA_COLUMNS.findIndex((c) => c.header === header) + 1;
    const ids = expected.map((x) => x.id);
    for (let r = 2; r <= sheet.rowCount; r++) {
      expect(sheet.getRow(r).getCell(1).value).toBe(ids[r - 2]);
      expect(sheet.getRow(r).getCell(column('Bundesland')).value).toBe('Wien');
    }
    expect(sheet.getRow(2).getCell(2).value).toBe(expected[0]!.name);

    expect((await call('POST', `/api/user-tasks/${task.id}/cancel`)).status).toBe(409);
    expect((await call('POST', `/api/user-tasks/${task.id}/delete`)).status).toBe(204);
    expect((await call('GET', '/api/user-tasks')).body).toEqual([]);
    expect((await call('POST', `/api/user-tasks/${task.id}/delete`)).status).toBe(404);
  });

  it('cancels a running task (CANCELLING → CANCELLED), fails one on purpose, and keeps tasks per visitor', async () => {
    vi.useFakeTimers();
    const task = (await call('POST', '/api/ippcInstallations/excel', { body: {} })).body as UserTask;
    vi.advanceTimersByTime(TASK_TIMING.startMs + TASK_TIMING.stepMs);
    expect((await call('POST', `/api/user-tasks/${task.id}/delete`)).status).toBe(409);
    const cancelling = await call('POST', `/api/user-tasks/${task.id}/cancel`);
    expect(cancelling.body).toMatchObject({ status: 'CANCELLING' });
    vi.advanceTimersByTime(TASK_TIMING.cancelMs);
    const [cancelled] = (await call('GET', '/api/user-tasks')).body as UserTaskList;
    expect(cancelled).toMatchObject({ id: task.id, status: 'CANCELLED' });
    expect(cancelled!.finishedAt).toBeDefined();

    const failing = (await call('POST', '/api/ippcInstallations/excel', { body: { query: 'Fehler' } })).body as UserTask;
    vi.advanceTimersByTime(10_000);
    const [failed] = (await call('GET', '/api/user-tasks')).body as UserTaskList;
    expect(failed).toMatchObject({ id: failing.id, status: 'FAILURE', error: { message: expect.stringContaining('nicht erstellt') as unknown } });

    vi.useRealTimers();
    // Signed-in visitors start with the finished tasks of the examples; nobody sees another's tasks.
    const owners = (await call('GET', '/api/user-tasks', { cookie: 'ippc-mock-visitor=owner' })).body as UserTaskList;
    expect(owners.map((t) => t.status)).toEqual(['SUCCESS', 'FAILURE', 'CANCELLED']);
    expect(owners.some((t) => t.id === task.id)).toBe(false);
    expect((await call('GET', `/api/user-tasks/${owners[0]!.id}/result`, { cookie: 'ippc-mock-visitor=owner' })).status).toBe(200);
  });

  it('serves the BAT list with a real PDF, the test clock, the log and the reference lists', async () => {
    const created = await call('GET', '/api/bvt/createDocument?documentId=bvt-lcp-de');
    expect(created.body).toMatchObject({ fileId: 'bvt-file-bvt-lcp-de' });
    const file = await call('GET', '/api/bvt/getFile/bvt-file-bvt-lcp-de');
    const pdf = (file.body as Buffer).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    expect((await call('GET', '/api/bvt/createDocument?documentId=nix')).status).toBe(404);

    await call('POST', '/api/time?datetime=2026-12-31T23:55:00%2B01:00');
    expect((await call('GET', '/api/time')).body).toEqual({ datetime: '2026-12-31T23:55:00+01:00', testClock: true });
    expect((await call('POST', '/api/time', { cookie: 'ippc-mock-environment=PROD' })).status).toBe(403);
    await call('POST', '/api/time');
    expect((await call('GET', '/api/time')).body).toMatchObject({ testClock: false });

    expect((await call('POST', '/api/log', { body: { level: 'ERROR', message: 'Boom' } })).status).toBe(204);
    expect(logged).toEqual(['[mock:log] ERROR Boom']);

    const districts = (await call('GET', '/api/redalists/politicalDistricts?provinceCode=2')).body as { code: string; parentCode: string }[];
    expect(districts.length).toBeGreaterThan(0);
    expect(districts.every((d) => d.parentCode === '2' && d.code.startsWith('2'))).toBe(true);
    // All of Austria's political districts, those without an installation too (Carinthia has 10).
    expect(districts).toHaveLength(10);
    expect(((await call('GET', '/api/redalists/politicalDistricts')).body as unknown[]).length).toBe(117);
    expect(((await call('GET', '/api/redalists/provinces')).body as unknown[]).length).toBe(9);
  });

  it('serves the reference lists of municipalities (all 2,118, by Bezirk or Bundesland) and the ÖNACE tree', async () => {
    type Entry = { code: string; name: string; parentCode?: string };
    const all = (await call('GET', '/api/redalists/municipalities')).body as Entry[];
    expect(all).toHaveLength(2118);
    expect(new Set(all.map((m) => m.code)).size).toBe(2118);
    expect(all.map((m) => m.code)).toEqual([...all.map((m) => m.code)].sort());
    const districts = new Set(((await call('GET', '/api/redalists/politicalDistricts')).body as Entry[]).map((d) => d.code));
    expect(all.every((m) => /^[1-9][0-9]{4}$/.test(m.code) && districts.has(m.parentCode!))).toBe(true);
    // Bezirk Hermagor: its seven Gemeinden, none of which has an installation in the register.
    const hermagor = (await call('GET', '/api/redalists/municipalities?politicalDistrictCode=203')).body as Entry[];
    expect(hermagor.map((m) => m.name)).toEqual(['Dellach', 'Hermagor-Pressegger See', 'Kirchbach', 'Kötschach-Mauthen', 'St. Stefan im Gailtal', 'Gitschtal', 'Lesachtal']);
    expect(register.filter({ municipalityCodes: hermagor.map((m) => m.code) })).toEqual([]);
    const carinthia = (await call('GET', '/api/redalists/municipalities?provinceCode=2')).body as Entry[];
    expect(carinthia).toHaveLength(132);
    expect(carinthia.every((m) => m.code.startsWith('2'))).toBe(true);

    const nace = (await call('GET', '/api/redalists/naceActivities')).body as Entry[];
    const level = (pattern: RegExp) => nace.filter((e) => pattern.test(e.code));
    expect([level(/^[A-U]$/).length, level(/^\d\d$/).length, level(/^\d\d\.\d$/).length]).toEqual([21, 88, 272]);
    const codes = new Set(nace.map((e) => e.code));
    expect(nace.every((e) => e.parentCode === undefined ? /^[A-U]$/.test(e.code) : codes.has(e.parentCode))).toBe(true);
    expect(nace.find((e) => e.code === '23.51')).toMatchObject({ name: 'Herstellung von Zement', parentCode: '23.5' });
    // Every installation's class is in the list, under its group.
    expect(register.installations.every((x) => nace.some((e) => e.code === x.naceCode.code && e.parentCode === x.naceCode.code.slice(0, 4)))).toBe(true);
    const plz = (await call('GET', '/api/assistant/searchPostCodeCity?query=Linz')).body as { city: string }[];
    expect(plz.some((p) => p.city === 'Linz')).toBe(true);
  });

  it('breaks the contract on purpose with the break cookie (lastUpdate that is no date-time)', async () => {
    expect((await call('GET', '/api/ippcInstallations/lastUpdate')).body).toEqual(register.lastUpdateResult());
    expect((await call('GET', '/api/ippcInstallations/lastUpdate', { cookie: 'ippc-mock-break=1' })).body).toEqual({ lastUpdate: 'gestern' });
  });
  it('names its own district vector tiles in the GIS configuration and serves them at that path (204 where no boundary is)', async () => {
    const template = ((await call('GET', '/api/config/gisBezirkeVtUrl')).body as { value: string }).value;
    expect(template).toBe('./__mock/gis/bezirke/{z}/{x}/{y}.pbf');
    const path = (z: number, x: number, y: number) => template.replace('./', '/').replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    const vienna = await call('GET', path(7, 69, 44));
    expect(vienna.status).toBe(200);
    expect(vienna.contentType).toBe('application/vnd.mapbox-vector-tile');
    expect(Buffer.isBuffer(vienna.body) && vienna.body.length).toBeGreaterThan(100);
    expect((await call('GET', path(7, 10, 10))).status).toBe(204);
  });
});

describe('the assistant on the pages', () => {
  const installation = register.get('AT-IPPC-000001')!;

  it('lists the permits and inspection reports of an installation in two DMS containers, each a real PDF of the stated size', async () => {
    const reply = await call('GET', `/api/assistant/dmsContainer?installationId=${installation.id}`);
    expect(reply.status).toBe(200);
    const containers = reply.body as DmsContainer[];
    expect(containers.map((c) => c.containerId)).toEqual(['DMS-C-000001-G', 'DMS-C-000001-U']);
    const documents = containers.flatMap((c) => c.documents);
    expect(documents.map((d) => d.id).sort()).toEqual(
      [...installation.permits.flatMap((p) => p.documentId ?? []), ...installation.inspections.flatMap((i) => i.reportDocumentId ?? [])].sort(),
    );
    expect(new Set(documents.map((d) => d.documentType))).toEqual(new Set(['GENEHMIGUNGSBESCHEID', 'INSPEKTIONSBERICHT']));
    for (const d of documents) {
      const file = await call('GET', `/api/assistant/dmsContainer/download/${d.containerId}/${d.id}`);
      expect(file.status).toBe(200);
      expect(file.contentType).toBe('application/pdf');
      expect(file.headers?.['Content-Disposition']).toBe(`attachment; filename="${d.fileName}"`);
      const bytes = file.body as Buffer;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(d.size);
      // The metadata of the document is the same everywhere.
      expect((await call('GET', `/api/assistant/dmsContainer/${d.containerId}/${d.id}`)).body).toEqual(d);
    }
  });

  it('writes typographic dashes of titles as WinAnsi bytes into the PDF', async () => {
    const d = ((await call('GET', `/api/assistant/dmsContainer?installationId=${installation.id}`)).body as DmsContainer[])[0]!.documents.find((x) => x.title.includes('–'))!;
    expect(d.title).toBe('Änderungsgenehmigung – Abwasservorreinigung');
    const bytes = (await call('GET', `/api/assistant/dmsContainer/download/${d.containerId}/${d.id}`)).body as Buffer;
    expect(bytes.includes(Buffer.from('(\xc4nderungsgenehmigung \x96 Abwasservorreinigung) Tj', 'latin1'))).toBe(true);
  });

  it('gives an installation without documents no container, and a document of another container none', async () => {
    expect((await call('GET', '/api/assistant/dmsContainer?installationId=AT-IPPC-000177')).body).toEqual([]);
    const permit = installation.permits.find((p) => p.documentId)!;
    expect((await call('GET', `/api/assistant/dmsContainer/download/DMS-C-000001-U/${permit.documentId}`)).status).toBe(404);
    expect((await call('GET', `/api/assistant/dmsContainer?installationId=AT-IPPC-999999`)).status).toBe(404);
  });

  it('finds the same documents with the DMS search as in the containers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const started = (await call('POST', '/api/assistant/dmsCall', { body: { installationId: installation.id, documentTypeCodes: ['INSPEKTIONSBERICHT'] } })).body as { taskId: string };
    vi.setSystemTime(Date.now() + 1500);
    const result = (await call('POST', '/api/qt/dms/result', { body: { taskId: started.taskId } })).body as DmsTaskResult;
    const containers = (await call('GET', `/api/assistant/dmsContainer?installationId=${installation.id}`)).body as DmsContainer[];
    expect(result.result?.documents).toEqual(containers[1]!.documents);
  });

  it("saves a DMS container: replaces the named container's title and documents, creates one without containerId, refuses unknown ids", async () => {
    const authority = 'ippc-mock-visitor=authority';
    const [first] = (await call('GET', `/api/assistant/dmsContainer?installationId=${installation.id}`)).body as DmsContainer[];
    const document = first!.documents[0]!;
    const save = (body: unknown, cookie = authority) => call('POST', '/api/assistant/dmsContainer', { body, cookie });
    const request = { containerId: first!.containerId, title: 'Neu', installationId: installation.id, documents: [{ documentId: document.id, documentType: 'LAGEPLAN' }] };
    expect((await save(request, 'ippc-mock-visitor=owner')).status).toBe(403);
    const replaced = (await save(request)).body as DmsContainer;
    expect(replaced).toMatchObject({ containerId: first!.containerId, title: 'Neu', createdAt: first!.createdAt, documents: [{ id: document.id, containerId: first!.containerId, documentType: 'LAGEPLAN' }] });
    const created = (await save({ ...request, containerId: undefined })).body as DmsContainer;
    expect(created.containerId).toMatch(/^[A-Z0-9-]+$/);
    expect(created.containerId).not.toBe(first!.containerId);
    expect(created.documents[0]!.containerId).toBe(created.containerId);
    expect((await save({ ...request, containerId: 'DMS-C-2024-000812' })).status).toBe(404);
    expect((await save({ ...request, documents: [{ documentId: 'DMS-D-NONE', documentType: 'LAGEPLAN' }] })).status).toBe(404);
  });

  it('searches registered parties by every criterion given, by name, totalCount before maxResults', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const search = async (request: Record<string, unknown>) => {
      const started = (await call('POST', '/api/assistant/searchRegistered', { body: { searchType: 'SEARCHFORM', ...request } })).body as { taskId: string };
      vi.setSystemTime(Date.now() + 1500);
      return ((await call('POST', '/api/qt/searchAssistant/result', { body: { taskId: started.taskId } })).body as SearchAssistantTaskResult).result!;
    };
    const all = await search({ term: 'Mustermoos' });
    expect(all.totalCount).toBe(2);
    expect(all.parties.map((p) => p.name)).toEqual(['Mustermoos Beteiligungs GmbH', 'Mustermoos Zement GmbH & Co KG']);
    const first = await search({ term: 'Mustermoos', maxResults: 1 });
    expect(first).toEqual({ totalCount: 2, parties: [all.parties[0]] });
    expect((await search({ term: 'Mustermoos', city: 'wien' })).parties.map((p) => p.name)).toEqual(['Mustermoos Zement GmbH & Co KG']);
  });

  it("keeps a query task to the session that started it: another session's poll is 404", async () => {
    const started = (await call('POST', '/api/assistant/dmsCall', { body: { installationId: installation.id } })).body as { taskId: string };
    expect((await call('POST', '/api/qt/dms/result', { body: { taskId: started.taskId } })).status).toBe(200);
    expect((await call('POST', '/api/qt/dms/result', { body: { taskId: started.taskId }, cookie: 'ippc-mock-session=other' })).status).toBe(404);
  });

  it("answers the assistant's site example for the app's cement works, as the examples name it", async () => {
    const { value } = JSON.parse(readFileSync(path.join(ROOT, 'openapi/examples/assistant/site-kirchdorf.json'), 'utf8')) as { value: SiteList };
    const id = value[0]!.installationIds![0]!;
    expect(register.get(id)?.name).toMatch(/^Zementwerk /);
    expect((await call('POST', '/api/assistant/site', { body: { installationId: id } })).body).toEqual(value);
    const linz = JSON.parse(readFileSync(path.join(ROOT, 'openapi/examples/assistant/site-linz.json'), 'utf8')) as { value: SiteList };
    expect((await call('POST', '/api/assistant/site', { body: { postalCode: '4020' } })).body).toEqual(linz.value);
    // Every installation the assistant's DMS and registration examples name is that one.
    for (const file of ['dms-containers-installation', 'dms-container-saved', 'dms-container-save-request']) {
      const text = readFileSync(path.join(ROOT, `openapi/examples/assistant/${file}.json`), 'utf8');
      expect([...new Set(text.match(/AT-IPPC-\d{6}/g))], file).toEqual([id]);
    }
  });

  it('gives the site of an installation with its GLN (valid check digit) and, in Linz, its cadastral municipality', async () => {
    const [site] = (await call('POST', '/api/assistant/site', { body: { installationId: installation.id } })).body as SiteList;
    expect(site).toMatchObject({ siteId: 'STO-4-000001', gln: '9012000001018', address: installation.site, installationIds: [installation.id] });
    expect(site!.cadastralMunicipalityCode).toBeUndefined();
    expect(((await call('POST', '/api/assistant/site', { body: { gln: site!.gln } })).body as SiteList).map((s) => s.siteId)).toEqual(['STO-4-000001']);
    const [linz] = (await call('POST', '/api/assistant/site', { body: { installationId: 'AT-IPPC-000051' } })).body as SiteList;
    expect(linz).toMatchObject({ address: { municipalityCode: '40101' }, cadastralMunicipalityCode: expect.stringMatching(/^452\d\d$/) as unknown });
  });

  it('knows the registration of the company of the owners by the GLN of their user info, as the operator of their registered installation', async () => {
    const info = (await call('GET', '/api/auth/userInfo', { cookie: 'ippc-mock-visitor=owner' })).body as { gln?: string };
    expect(info.gln).toBe('9008390123454');
    const reply = await call('POST', '/api/assistant/registered', { body: { partyKind: 'JURISTISCHE_PERSON', gln: info.gln } });
    expect(reply.body).toMatchObject({ registered: true, gln: info.gln, name: register.get('AT-IPPC-000079')!.operator.name, registrationTypes: expect.arrayContaining(['IPPC_MELDEPFLICHT']) as unknown });
    expect((await call('POST', '/api/assistant/registered', { body: { partyKind: 'NATUERLICHE_PERSON', gln: info.gln } })).body).toMatchObject({ registered: false });
    expect((await call('POST', '/api/assistant/registered', { body: { partyKind: 'JURISTISCHE_PERSON', gln: '9012000001018' } })).body).toMatchObject({ registered: false });
  });

  it('makes an authority visitor a member of the groups of its own federal state', async () => {
    const ooe = (await call('GET', '/api/usergroup/batch/f.beispiel', { cookie: 'ippc-mock-visitor=authority' })).body as UserGroupMembership[];
    expect(ooe.map((m) => [m.application, m.groupId, m.groupName, m.bundeslandCode, m.member])).toEqual([
      ['ippc', 'IPPC_BEHOERDE_OOE', 'IPPC-Behörde Oberösterreich', '4', true],
      ['edm', 'EDM_BEHOERDE_OOE', 'EDM-Behörde Oberösterreich', '4', true],
    ]);
    const login = encodeURIComponent('k.musterfrau@stmk.example.gv.at');
    const stmk = (await call('GET', `/api/usergroup/batch/${login}`, { cookie: 'ippc-mock-visitor=pvp' })).body as UserGroupMembership[];
    expect(stmk[0]).toMatchObject({ groupId: 'IPPC_BEHOERDE_STMK', bundeslandCode: '6', member: true });
    expect((await call('GET', '/api/usergroup/batch/m.mustermann', { cookie: 'ippc-mock-visitor=owner' })).body).toEqual([]);
    expect((await call('GET', '/api/usergroup/batch/someone.else', { cookie: 'ippc-mock-visitor=authority' })).body).toEqual([]);
    expect((await call('GET', '/api/usergroup/ippc/IPPC_BEHOERDE_OOE/f.beispiel', { cookie: 'ippc-mock-visitor=authority' })).body).toMatchObject({ member: true, roles: ['IPPC_BEHOERDE', 'IPPC_INSPEKTION'] });
    expect((await call('GET', '/api/usergroup/ippc/IPPC_BEHOERDE_STMK/f.beispiel', { cookie: 'ippc-mock-visitor=authority' })).body).toMatchObject({ member: false, roles: [] });
    expect((await call('GET', '/api/usergroup/ippc/NO_SUCH_GROUP/f.beispiel', { cookie: 'ippc-mock-visitor=authority' })).status).toBe(404);
  });
});

describe('the title of an export', () => {
  it('names every criterion of its filter with its values, so that different filters read differently', () => {
    expect(exportTitle({})).toBe('Excel-Export Anlagenregister – alle Anlagen');
    expect(exportTitle({ statuses: [] })).toBe('Excel-Export Anlagenregister – alle Anlagen');
    expect(exportTitle({ bundeslandCodes: ['6'], query: ' Zement ' })).toBe('Excel-Export Anlagenregister – Suche: „Zement“ – Bundesland: Steiermark');
    expect(exportTitle({ statuses: ['IN_BETRIEB'], legalBases: ['AWG'], activityCodes: ['5.3', '1.1'], onlyOwn: true })).toBe(
      'Excel-Export Anlagenregister – Tätigkeit (IED Anhang I): 5.3, 1.1 – Rechtsgrundlage: Abfallwirtschaftsgesetz 2002 – Status: In Betrieb – Nur eigene Anlagen',
    );
    expect(exportTitle({ statuses: ['IN_BETRIEB'] })).not.toBe(exportTitle({ statuses: ['STILLGELEGT'] }));
    expect(exportTitle({ districtCodes: ['601'] })).toBe('Excel-Export Anlagenregister – Bezirk: Graz (Stadt)');
    expect(exportTitle({ changedSince: '2026-04-01', bundeslandCodes: ['6'] })).toBe('Excel-Export Anlagenregister – Bundesland: Steiermark – Geändert seit: 01.04.2026');
  });
});

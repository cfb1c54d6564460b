/**
 * The behaviour checks of `npm run contract:verify`: what the documents' descriptions promise beyond the
 * shapes, each a named check with one result line and, on failure, a `curl` line that reproduces it.
 * Requests go straight to the backend (not through Prism), so what is judged is the backend's own answer.
 *
 * - security: cookies issued with the first answer; every operation that needs the XSRF token sent without
 *   it and with a forged one (403 `csrf_rejected`, nothing changed); every operation that needs the session
 *   sent without one (401).
 * - search: criteria taken from the backend's own first results; every item satisfies its filter, pages
 *   partition the result, each sort key in both directions, and statistics, map data, open data and the
 *   Excel export agree with the search.
 * - input: invalid requests generated from the schemas with fast-check (seeded, shrunk): 400 with an
 *   `ErrorBody`, never 5xx, never HTML; valid generated searches: 200.
 * - variants: the test clock set and reset, a user setting written, read back and removed.
 */
import { inflateRawSync } from 'node:zlib';
import { parseFeed } from '@rowanmanning/feed-parser';
import fc from 'fast-check';
import type { DocumentName, Link, Operation, Plan, PlannedRequest } from './contract-requests';

type Json = unknown;
type Schema = Record<string, Json>;

type CheckStatus = 'ok' | 'FAIL' | 'WARN' | 'skip';
export interface CheckResult {
  name: string;
  status: CheckStatus;
  detail: string;
  /** A command that repeats the request the check failed on. */
  curl?: string;
}

export interface BehaviourOptions {
  backends: Record<DocumentName, string>;
  /** The verifier's cookies (given and issued) and the XSRF token; undefined when the backend issued none. */
  cookie?: string;
  xsrf?: string;
  plans: Plan[];
  seed: number;
  runs: number;
  destructive: boolean;
  signedIn: boolean;
  /** Limits the checks to names that contain this text. */
  grep?: string;
}

// --- HTTP ------------------------------------------------------------------------------------------------

interface Reply {
  status: number;
  headers: Headers;
  contentType: string;
  bytes: Buffer;
  text: string;
  json: Json;
  curl: string;
}

interface Outgoing {
  document: DocumentName;
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
const CURL_MAX = 1200;

function curlOf(url: string, request: Outgoing): string {
  const parts = ['curl -sS -i', '-X', request.method, quote(url)];
  for (const [key, value] of Object.entries(request.headers ?? {})) parts.push('-H', quote(`${key}: ${value}`));
  if (request.body !== undefined) parts.push('--data-binary', quote(request.body));
  return parts.join(' ');
}

/** A curl line short enough for a terminal. */
export const shortCurl = (line: string) => (line.length > CURL_MAX ? `${line.slice(0, CURL_MAX)}… (${line.length} characters; the JSON report has the whole command)` : line);

class Http {
  constructor(private readonly backends: Record<DocumentName, string>) {}

  async send(request: Outgoing): Promise<Reply> {
    const url = this.backends[request.document] + request.path;
    const curl = curlOf(url, request);
    const response = await fetch(url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    const text = bytes.toString('utf8');
    let json: Json;
    if (/json/.test(contentType)) {
      try {
        json = JSON.parse(text) as Json;
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, contentType, bytes, text, json, curl };
  }
}

/** A failed expectation; the check's line shows the message and the reply's curl. */
class Failure extends Error {
  constructor(
    message: string,
    readonly curl?: string,
  ) {
    super(message);
  }
}

function expect(condition: unknown, message: string, reply?: Reply): asserts condition {
  if (!condition) throw new Failure(message, reply?.curl);
}

const shorten = (value: string, max = 160) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
const bodyExcerpt = (reply: Reply) => shorten(reply.text.replace(/\s+/g, ' '), 120);

/** Why the reply is not the documented error (an ErrorBody of this status, with one of the codes), or undefined. */
function errorBodyProblem(reply: Reply, status: number, codes: string[]): string | undefined {
  if (reply.status !== status) return `sent ${reply.status}, documented ${status} ${codes.join(' or ')}: ${bodyExcerpt(reply)}`;
  if (!/^application\/json/.test(reply.contentType)) return `sent ${status} as "${reply.contentType}", documented an ErrorBody (application/json): ${bodyExcerpt(reply)}`;
  const body = reply.json as Record<string, Json> | undefined;
  if (!body || typeof body !== 'object') return `sent ${status} with a body that is not a JSON object: ${bodyExcerpt(reply)}`;
  const missing = ['status', 'error', 'message'].filter((key) => body[key] === undefined);
  if (missing.length > 0) return `sent ${status} with an ErrorBody without ${missing.join(', ')}: ${bodyExcerpt(reply)}`;
  if (body.status !== status) return `ErrorBody.status ${JSON.stringify(body.status)} but HTTP status ${status}`;
  if (typeof body.error !== 'string' || !codes.includes(body.error)) return `sent ${status} ${JSON.stringify(body.error)}, documented ${codes.join(' or ')}`;
  if (typeof body.message !== 'string') return 'ErrorBody.message is not a string';
  return undefined;
}

function expectError(reply: Reply, status: number, codes: string[]): void {
  const problem = errorBodyProblem(reply, status, codes);
  if (problem) throw new Failure(problem, reply.curl);
}

function expectOk(reply: Reply, what: string): void {
  expect(reply.status >= 200 && reply.status < 300, `${what}: sent ${reply.status}, success is due: ${bodyExcerpt(reply)}`, reply);
}

// --- data -----------------------------------------------------------------------------------------------

interface Summary {
  id: string;
  name: string;
  operatorName: string;
  site: { city: string; municipalityName: string; municipalityCode: string; districtCode: string; districtName: string; bundeslandCode: string; bundeslandName: string };
  mainActivity: { code: string; label: string };
  status: string;
  legalBasis: string;
  location: { lat: number; lon: number };
  lastChange: string;
}
interface Details extends Summary {
  furtherActivities: { code: string }[];
  naceCode: { code: string };
  batConclusions: { code: string }[];
}
interface Filter {
  query?: string;
  bundeslandCodes?: string[];
  districtCodes?: string[];
  municipalityCodes?: string[];
  naceCodes?: string[];
  activityCodes?: string[];
  batConclusionCodes?: string[];
  legalBases?: string[];
  statuses?: string[];
  onlyOwn?: boolean;
  near?: { lat: number; lon: number; radiusKm: number };
  changedSince?: string;
}
interface SearchPage {
  total: number;
  page: number;
  pageSize: number;
  items: Summary[];
}

const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });
const STATUS_ORDER = ['IN_BETRIEB', 'IN_ERRICHTUNG', 'STILLGELEGT'];
const byCharacters = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The documented order of each sort key (searchInstallations): German collation, status by its lifecycle, lastChange by time. */
const SORT_KEYS: Record<string, (a: Summary, b: Summary) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  operatorName: (a, b) => collator.compare(a.operatorName, b.operatorName),
  city: (a, b) => collator.compare(a.site.city, b.site.city),
  districtName: (a, b) => collator.compare(a.site.districtName, b.site.districtName),
  bundeslandName: (a, b) => collator.compare(a.site.bundeslandName, b.site.bundeslandName),
  mainActivity: (a, b) => collator.compare(a.mainActivity.code, b.mainActivity.code),
  status: (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
  lastChange: (a, b) => Date.parse(a.lastChange) - Date.parse(b.lastChange),
};

/** The order of a sort: the key in its direction, ties by name ascending, then id. */
const sortOrder = (field: string, direction: string) => (a: Summary, b: Summary) =>
  (direction === 'desc' ? -1 : 1) * SORT_KEYS[field]!(a, b) || collator.compare(a.name, b.name) || byCharacters(a.id, b.id);

const EARTH_KM = 6371;
function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const activityWithin = (code: string, wanted: string) => code === wanted || code.startsWith(`${wanted}.`);

/** Why the item breaks the filter (InstallationFilter's rules), or undefined; `details` for the fields a summary lacks. */
function filterProblem(item: Summary, filter: Filter, details?: Details): string | undefined {
  const words = (filter.query ?? '').toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  const haystack = [item.id, item.name, item.operatorName, item.site.city, item.site.municipalityName].join(' ').toLocaleLowerCase('de');
  const word = words.find((w) => !haystack.includes(w));
  if (word) return `"${word}" not in id, name, operator, Ort or Gemeinde`;
  const list = (values: string[] | undefined, value: string, label: string) => (values?.length && !values.includes(value) ? `${label} ${value} not in ${values.join(', ')}` : undefined);
  const simple =
    list(filter.bundeslandCodes, item.site.bundeslandCode, 'bundeslandCode') ??
    list(filter.districtCodes, item.site.districtCode, 'districtCode') ??
    list(filter.municipalityCodes, item.site.municipalityCode, 'municipalityCode') ??
    list(filter.legalBases, item.legalBasis, 'legalBasis') ??
    list(filter.statuses, item.status, 'status');
  if (simple) return simple;
  if (filter.near) {
    const km = haversineKm(filter.near, item.location);
    // The contract allows 0.5 % for the spherical distance.
    if (km > filter.near.radiusKm * 1.005) return `${km.toFixed(2)} km from the centre, radius ${filter.near.radiusKm} km`;
  }
  if (filter.activityCodes?.length) {
    const codes = [item.mainActivity.code, ...(details?.furtherActivities.map((a) => a.code) ?? [])];
    if (!filter.activityCodes.some((w) => codes.some((c) => activityWithin(c, w)))) return details ? `activities ${codes.join(', ')} not within ${filter.activityCodes.join(', ')}` : 'needs details';
  }
  if (filter.naceCodes?.length) {
    if (!details) return 'needs details';
    if (!filter.naceCodes.some((w) => activityWithin(details.naceCode.code, w))) return `naceCode ${details.naceCode.code} not within ${filter.naceCodes.join(', ')}`;
  }
  if (filter.changedSince && viennaDay(item.lastChange) < filter.changedSince) return `lastChange ${item.lastChange} is on ${viennaDay(item.lastChange)} in Vienna, before ${filter.changedSince}`;
  if (filter.batConclusionCodes?.length) {
    if (!details) return 'needs details';
    if (!details.batConclusions.some((b) => filter.batConclusionCodes!.includes(b.code))) return `BAT conclusions ${details.batConclusions.map((b) => b.code).join(', ') || 'none'} not in ${filter.batConclusionCodes.join(', ')}`;
  }
  return undefined;
}

/** The day (YYYY-MM-DD) of an instant in Austria, as changedSince counts days. */
const viennaDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' });
const viennaDay = (iso: string) => viennaDays.format(new Date(iso));

/** The filter as getInstallationsFeed's query parameters (the criteria it defines; near as nearLat/Lon/RadiusKm). */
function feedQuery(filter: Filter): string {
  const query = new URLSearchParams(statsQuery({ ...filter, onlyOwn: undefined }));
  for (const key of ['batConclusionCodes', 'legalBases', 'statuses'] as const) for (const v of filter[key] ?? []) query.append(key, v);
  if (filter.changedSince) query.set('changedSince', filter.changedSince);
  return query.toString();
}

/** The filter as getBranchStats' query parameters. */
function statsQuery(filter: Filter): string {
  const query = new URLSearchParams();
  if (filter.query) query.set('query', filter.query);
  for (const key of ['bundeslandCodes', 'districtCodes', 'municipalityCodes', 'naceCodes', 'activityCodes'] as const) for (const v of filter[key] ?? []) query.append(key, v);
  if (filter.onlyOwn) query.set('onlyOwn', 'true');
  if (filter.near) {
    query.set('nearLat', String(filter.near.lat));
    query.set('nearLon', String(filter.near.lon));
    query.set('nearRadiusKm', String(filter.near.radiusKm));
  }
  return query.toString();
}
const STATS_KEYS = new Set(['query', 'bundeslandCodes', 'districtCodes', 'municipalityCodes', 'naceCodes', 'activityCodes', 'onlyOwn', 'near']);

/** Records of a CSV file (RFC 4180, `;`), without the byte order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The files of a zip archive (an .xlsx), by name. */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) return files;
  let at = bytes.readUInt32LE(end + 16);
  const count = bytes.readUInt16LE(end + 10);
  for (let n = 0; n < count && bytes.readUInt32LE(at) === 0x02014b50; n++) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

// --- the checks -------------------------------------------------------------------------------------------

type CheckBody = () => Promise<string | void>;

export async function runBehaviourChecks(options: BehaviourOptions): Promise<CheckResult[]> {
  const http = new Http(options.backends);
  const results: CheckResult[] = [];
  const ops = new Map(options.plans.map((plan) => [plan.op.operationId, plan]));
  /** Requests built once per operation (their preceding calls can take seconds: a finished export, a query task). */
  const built = new Map<Plan, Promise<PlannedRequest>>();
  const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

  /** Headers of the verifier's session; `token` false leaves out X-XSRF-TOKEN, a string forges it. */
  const session = (method: string, token: boolean | string = true): Record<string, string> => {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = options.cookie;
    if (MUTATING.has(method) && token !== false && (typeof token === 'string' || options.xsrf)) headers['x-xsrf-token'] = typeof token === 'string' ? token : decodeURIComponent(options.xsrf!);
    return headers;
  };
  const jsonCall = (document: DocumentName, method: string, path: string, body?: Json, headers?: Record<string, string>) =>
    http.send({
      document,
      method,
      path,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(headers ?? session(method)) },
    });

  /** Checks started but not awaited (read-only ones run side by side); their lines keep the order of the calls. */
  let pending: Promise<void>[] = [];
  async function check(name: string, body: CheckBody, skip?: string, parallel = false): Promise<void> {
    if (options.grep && !name.includes(options.grep)) return;
    const slot = results.push({ name, status: 'skip', detail: skip ?? '' }) - 1;
    if (skip) return;
    const run = async () => {
      const begun = Date.now();
      try {
        const detail = await body();
        results[slot] = { name, status: 'ok', detail: detail ?? '' };
      } catch (error) {
        if (error instanceof Failure) results[slot] = { name, status: 'FAIL', detail: error.message, curl: error.curl };
        else results[slot] = { name, status: 'FAIL', detail: `no answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}` };
      }
      if (process.env.CONTRACT_VERIFY_TRACE) console.error(`${name}: ${Date.now() - begun} ms`);
    };
    if (parallel) pending.push(run());
    else await run();
  }
  const settle = async () => {
    await Promise.all(pending);
    pending = [];
  };

  const search = async (filter: Filter, page: number, pageSize: number, sort?: { field: string; direction: string }, headers?: Record<string, string>) => {
    const reply = await jsonCall('app', 'POST', '/api/ippcInstallations', { filter, page, pageSize, ...(sort ? { sort } : {}) }, headers);
    expectOk(reply, 'searchInstallations');
    const result = reply.json as SearchPage;
    expect(result && Array.isArray(result.items) && typeof result.total === 'number', 'searchInstallations: no InstallationSearchResult', reply);
    return { reply, result };
  };
  const detailsCache = new Map<string, Promise<Details | undefined>>();
  const details = (id: string) => {
    if (!detailsCache.has(id))
      detailsCache.set(
        id,
        jsonCall('app', 'GET', `/api/ippcInstallations/${encodeURIComponent(id)}`).then((r) => (r.status === 200 ? (r.json as Details) : undefined)),
      );
    return detailsCache.get(id)!;
  };

  /** Every page of a filter: the items in order, with the paging problems found on the way. */
  async function walk(filter: Filter, pageSize: number, sort?: { field: string; direction: string }, maxPages = 40) {
    const items: Summary[] = [];
    const first = await search(filter, 0, pageSize, sort);
    const total = first.result.total;
    const problems: { message: string; curl: string }[] = [];
    const pages = Math.min(Math.ceil(total / pageSize), maxPages);
    for (let page = 0; page < pages; page++) {
      const { reply, result } = page === 0 ? first : await search(filter, page, pageSize, sort);
      const expected = Math.min(pageSize, total - page * pageSize);
      if (result.page !== page || result.pageSize !== pageSize) problems.push({ message: `page ${page}: echoed page ${result.page}, pageSize ${result.pageSize}`, curl: reply.curl });
      if (result.items.length !== expected) problems.push({ message: `page ${page} of pageSize ${pageSize}: ${result.items.length} items, ${expected} due (total ${total})`, curl: reply.curl });
      if (result.total !== total) problems.push({ message: `page ${page}: total ${result.total}, page 0 said ${total}`, curl: reply.curl });
      items.push(...result.items);
      if (result.items.length === 0) break;
    }
    return { total, items, problems, first: first.reply, complete: pages * pageSize >= total };
  }

  // --- security -----------------------------------------------------------------------------------------
  const secure = options.backends.app.startsWith('https:');
  await check('security.cookies-issued', async () => {
    const reply = await http.send({ document: 'app', method: 'GET', path: '/api/env', headers: { accept: 'application/json' } });
    const issued = reply.headers.getSetCookie();
    const find = (name: string) => issued.find((line) => line.startsWith(`${name}=`));
    const attributes = (line: string) => new Map(line.split(';').slice(1).map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key!.toLowerCase(), value.join('=')] as const;
    }));
    const problems: string[] = [];
    const session = find('JSESSIONID');
    const token = find('XSRF-TOKEN');
    if (!session) problems.push('no JSESSIONID cookie');
    else {
      const a = attributes(session);
      if (!a.has('httponly')) problems.push('JSESSIONID without HttpOnly');
      if ((a.get('samesite') ?? '').toLowerCase() !== 'lax') problems.push('JSESSIONID without SameSite=Lax');
      if (a.get('path') !== '/') problems.push('JSESSIONID without Path=/');
      if (secure && !a.has('secure')) problems.push('JSESSIONID without Secure over https');
    }
    if (!token) problems.push('no XSRF-TOKEN cookie');
    else {
      const a = attributes(token);
      if (a.has('httponly')) problems.push('XSRF-TOKEN is HttpOnly (the client must read it)');
      if ((a.get('samesite') ?? '').toLowerCase() !== 'lax') problems.push('XSRF-TOKEN without SameSite=Lax');
      if (a.get('path') !== '/') problems.push('XSRF-TOKEN without Path=/');
      if (token.split(';')[0] === 'XSRF-TOKEN=') problems.push('XSRF-TOKEN is empty');
    }
    expect(problems.length === 0, `first answer without cookies: ${problems.join('; ')} (Set-Cookie: ${issued.join(' | ') || 'none'})`, reply);
    return 'JSESSIONID (HttpOnly; SameSite=Lax; Path=/), XSRF-TOKEN (SameSite=Lax; Path=/) with the first answer';
  });

  const needsAll = (op: Operation, scheme: string) => op.security.length > 0 && op.security.every((alternative) => alternative.includes(scheme));

  /** What an operation's write changed, read back before and after (the same text: nothing changed). */
  const readBack: Record<string, () => Promise<string>> = {
    exportInstallationsExcel: async () => JSON.stringify(((await jsonCall('app', 'GET', '/api/user-tasks')).json as { id: string }[] | undefined)?.map((t) => t.id).sort()),
    cancelUserTask: async () => JSON.stringify(((await jsonCall('app', 'GET', '/api/user-tasks')).json as { id: string; status: string }[] | undefined)?.map((t) => `${t.id}:${t.status === 'CANCELLING' || t.status === 'CANCELLED' ? 'cancelled' : 'not cancelled'}`).sort()),
    deleteUserTask: async () => JSON.stringify(((await jsonCall('app', 'GET', '/api/user-tasks')).json as { id: string }[] | undefined)?.map((t) => t.id).sort()),
    writeUserSetting: async () => (await jsonCall('portal', 'GET', '/api/userSettings/filters_ippcInstallations')).text,
    setTestClock: async () => String(((await jsonCall('app', 'GET', '/api/time')).json as { testClock?: boolean } | undefined)?.testClock ?? false),
  };
  /** The request of a forgery attempt: for writes whose effect can be read back, one that would change something. Built once per operation. */
  const forgeryRequest = async (plan: Plan) => {
    if (!built.has(plan)) built.set(plan, buildForgery(plan));
    return { ...(await built.get(plan)!) };
  };
  const buildForgery = async (plan: Plan) => {
    const request = await plan.build(async (document, method, path, body) => {
      const reply = await jsonCall(document, method, path, body).catch(() => undefined);
      return reply && reply.status < 300 ? reply.json : undefined;
    });
    if (plan.op.operationId === 'writeUserSetting') request.body = new URLSearchParams({ name: 'contract-verify-forged', value: 'forged' }).toString();
    if (plan.op.operationId === 'setTestClock') request.path = '/api/time?datetime=2031-01-01T00%3A00%3A00Z';
    return request;
  };

  for (const plan of options.plans) {
    const { op } = plan;
    if (!needsAll(op, 'xsrf')) continue;
    const skip = plan.skip;
    for (const kind of ['missing', 'forged'] as const) {
      await check(
        `security.csrf-${kind}.${op.operationId}`,
        async () => {
          const request = await forgeryRequest(plan);
          const before = await readBack[op.operationId]?.();
          const reply = await http.send({ document: op.document, method: request.method, path: request.path, body: request.body, headers: { accept: 'application/json', ...request.headers, ...session(request.method, kind === 'missing' ? false : `forged-${options.seed}`) } });
          expectError(reply, 403, ['csrf_rejected']);
          const after = await readBack[op.operationId]?.();
          expect(before === after, `403 sent, but the write took effect: read back ${shorten(String(before), 80)} before, ${shorten(String(after), 80)} after`, reply);
          return `403 csrf_rejected${readBack[op.operationId] ? ', nothing changed (read back)' : ''}`;
        },
        skip,
      );
    }
  }

  for (const plan of options.plans) {
    const { op } = plan;
    if (!needsAll(op, 'session')) continue;
    await check(
      `security.session-required.${op.operationId}`,
      async () => {
        const request = await forgeryRequest(plan);
        // A valid token pair without a session: only the missing session may be refused.
        const headers: Record<string, string> = { accept: 'application/json', ...request.headers, cookie: 'XSRF-TOKEN=contract-verify' };
        if (needsAll(op, 'xsrf')) headers['x-xsrf-token'] = 'contract-verify';
        const reply = await http.send({ document: op.document, method: request.method, path: request.path, body: request.body, headers });
        expectError(reply, 401, ['unauthorized']);
        return '401 unauthorized without JSESSIONID';
      },
      plan.skip && !plan.skip.startsWith('needs a signed-in') ? plan.skip : undefined,
    );
  }

  // --- sequences declared as OpenAPI links ---------------------------------------------------------------
  const operations = new Map(options.plans.map((plan) => [plan.op.operationId, plan.op]));
  /** The value of a runtime expression ($response.body#/pointer) in the answer the link starts from. */
  const evaluate = (value: Json, answer: Json): Json => {
    if (typeof value === 'string' && value.startsWith('$response.body#')) {
      return value
        .slice('$response.body#'.length)
        .split('/')
        .filter(Boolean)
        .reduce<Json>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, Json>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), answer);
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, evaluate(v, answer)]));
    return value;
  };
  /** Follows a link from an answer: the target operation with the link's parameters and body filled in. */
  const follow = (link: Link, answer: Json) => {
    const target = operations.get(link.operationId);
    if (!target) throw new Failure(`link to ${link.operationId}, which no document defines`);
    let filled = target.path;
    for (const [name, expression] of Object.entries(link.parameters ?? {})) filled = filled.replace(`{${name}}`, encodeURIComponent(String(evaluate(expression, answer))));
    const body = link.requestBody === undefined ? undefined : evaluate(link.requestBody, answer);
    return jsonCall(target.document, target.method, filled, body);
  };
  const FINAL = ['SUCCESS', 'FAILURE', 'CANCELLED'];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  for (const plan of options.plans) {
    const { op } = plan;
    const links = op.links;
    if (Object.keys(links).length === 0) continue;
    const skip = plan.skip ?? (needsAll(op, 'xsrf') && !options.xsrf ? 'the backend issued no XSRF token' : undefined);
    if (links.poll && links.result && links.cancel && links.delete) {
      // A user task: its state machine, followed from the start operation's answer.
      const start = async () => {
        const request = await forgeryRequest(plan);
        const reply = await http.send({ document: op.document, method: op.method, path: request.path, body: request.body ?? '{}', headers: { accept: 'application/json', 'content-type': 'application/json', ...request.headers, ...session(op.method) } });
        expect(reply.status >= 200 && reply.status < 300, `${op.operationId} sent ${reply.status}: ${bodyExcerpt(reply)}`, reply);
        return reply;
      };
      const statusOf = async (started: Reply) => {
        const poll = await follow(links.poll!, started.json);
        const id = (started.json as { id: string }).id;
        return { poll, task: (poll.json as { id: string; status: string }[] | undefined)?.find((t) => t.id === id) };
      };
      const until = async (started: Reply, wanted: (status: string | undefined) => boolean) => {
        for (let waited = 0; waited < 30_000; waited += 300) {
          const { task } = await statusOf(started);
          if (wanted(task?.status)) return task;
          await sleep(300);
        }
        return (await statusOf(started)).task;
      };
      await check(
        `flow.${op.operationId}.poll-result-delete`,
        async () => {
          const started = await start();
          const { task } = await statusOf(started);
          expect(task, `the task ${(started.json as { id: string }).id} is not among the session's tasks`, started);
          const notes: string[] = [];
          if (!FINAL.includes(task.status)) {
            const early = await follow(links.result!, started.json);
            expectError(early, 409, ['conflict']);
            const remove = await follow(links.delete!, started.json);
            expectError(remove, 409, ['conflict']);
            notes.push(`result and delete while ${task.status}: 409`);
          } else notes.push(`already ${task.status} at the first poll`);
          const done = await until(started, (status) => status === undefined || FINAL.includes(status));
          expect(done?.status === 'SUCCESS', `the task ended ${done?.status ?? 'missing'}`, started);
          const file = await follow(links.result!, started.json);
          expect(file.status === 200 && file.bytes.length > 0, `result after SUCCESS: sent ${file.status}`, file);
          const removed = await follow(links.delete!, started.json);
          expect(removed.status === 204, `delete after SUCCESS: sent ${removed.status}, documented 204`, removed);
          expect((await statusOf(started)).task === undefined, 'the deleted task is still listed', removed);
          return `${notes.join('; ')}; SUCCESS, result 200, delete 204, gone`;
        },
        skip,
      );
      await check(
        `flow.${op.operationId}.cancel`,
        async () => {
          const started = await start();
          const cancel = await follow(links.cancel!, started.json);
          if (cancel.status === 409) return 'the task had already ended (409): cancelling not observable on this backend';
          expect(cancel.status === 200, `cancel sent ${cancel.status}, documented 200: ${bodyExcerpt(cancel)}`, cancel);
          const status = (cancel.json as { status: string }).status;
          expect(status === 'CANCELLING' || status === 'CANCELLED', `cancel answered the task ${status}, documented CANCELLING`, cancel);
          const done = await until(started, (s) => s === undefined || FINAL.includes(s));
          expect(done?.status === 'CANCELLED', `after cancelling the task ended ${done?.status ?? 'missing'}`, cancel);
          const again = await follow(links.cancel!, started.json);
          expectError(again, 409, ['conflict']);
          const removed = await follow(links.delete!, started.json);
          expect(removed.status === 204, `delete after CANCELLED: sent ${removed.status}`, removed);
          return `${status} → CANCELLED; cancelling again 409; delete 204`;
        },
        skip,
      );
    } else {
      for (const [name, link] of Object.entries(links)) {
        await check(
          `flow.${op.operationId}.${name}`,
          async () => {
            const request = await forgeryRequest(plan);
            const started = await http.send({ document: op.document, method: op.method, path: request.path, body: request.body, headers: { accept: 'application/json', ...request.headers, ...session(op.method) } });
            expect(started.status >= 200 && started.status < 300, `${op.operationId} sent ${started.status}: ${bodyExcerpt(started)}`, started);
            let reply = await follow(link, started.json);
            for (let waited = 0; waited < 20_000 && reply.status === 200 && !FINAL.includes(String((reply.json as { status?: string }).status)); waited += 300) {
              await sleep(300);
              reply = await follow(link, started.json);
            }
            expect(reply.status === 200, `${link.operationId} sent ${reply.status}: ${bodyExcerpt(reply)}`, reply);
            const status = String((reply.json as { status?: string }).status);
            expect(FINAL.includes(status), `${link.operationId} still ${status} after 20 s`, reply);
            return `${link.operationId} followed to ${status}`;
          },
          skip,
        );
      }
    }
  }

  // --- search semantics -------------------------------------------------------------------------------------
  let sample: Summary[] = [];
  let sampleTotal = 0;
  await check('search.first-results', async () => {
    const { result, reply } = await search({}, 0, 100);
    sample = result.items;
    sampleTotal = result.total;
    expect(sample.length > 0, 'the unfiltered search found no installation: nothing to take criteria from', reply);
    return `${sampleTotal} installations; criteria taken from the first ${sample.length}`;
  });
  if (sample.length === 0) return results;

  const seed = sample[Math.floor(sample.length / 3)]!;
  const other = sample.find((x) => x.site.bundeslandCode !== seed.site.bundeslandCode) ?? seed;
  const seedDetails = (await details(seed.id)) ?? (await Promise.all(sample.slice(0, 10).map((x) => details(x.id)))).find(Boolean);
  const longestWord = (text: string) => text.split(/[\s,.()/-]+/).filter((w) => w.length >= 3).sort((a, b) => b.length - a.length)[0] ?? text;
  const otherStatus = sample.find((x) => x.status !== seed.status)?.status ?? seed.status;

  const criteria: { name: string; filter: Filter }[] = [
    { name: 'query', filter: { query: `${longestWord(seed.name).toUpperCase()}  ${longestWord(seed.site.city).toLowerCase()}` } },
    { name: 'bundeslandCodes', filter: { bundeslandCodes: [seed.site.bundeslandCode, other.site.bundeslandCode] } },
    { name: 'districtCodes', filter: { districtCodes: [seed.site.districtCode] } },
    { name: 'municipalityCodes', filter: { municipalityCodes: [seed.site.municipalityCode] } },
    { name: 'activityCodes', filter: { activityCodes: [seed.mainActivity.code.split('.')[0]!] } },
    { name: 'naceCodes', filter: { naceCodes: seedDetails ? [seedDetails.naceCode.code.slice(0, 2)] : [] } },
    { name: 'batConclusionCodes', filter: { batConclusionCodes: seedDetails?.batConclusions.slice(0, 1).map((b) => b.code) ?? [] } },
    { name: 'legalBases', filter: { legalBases: [seed.legalBasis] } },
    { name: 'statuses', filter: { statuses: [seed.status, otherStatus].filter((s, i, all) => all.indexOf(s) === i) } },
    { name: 'near', filter: { near: { lat: seed.location.lat, lon: seed.location.lon, radiusKm: 25 } } },
    { name: 'and', filter: { bundeslandCodes: [seed.site.bundeslandCode], statuses: [seed.status], activityCodes: [seed.mainActivity.code.split('.')[0]!] } },
    // The middle day of the first results' changes: some changed before it, some on it or later.
    { name: 'changedSince', filter: { changedSince: sample.map((x) => viennaDay(x.lastChange)).sort()[Math.floor(sample.length / 2)]! } },
  ];

  /** The items of a filter that break it; details are fetched for those a summary cannot judge (at most 25). */
  async function breaking(items: Summary[], filter: Filter): Promise<string | undefined> {
    let fetched = 0;
    for (const item of items) {
      let problem = filterProblem(item, filter);
      if (problem === 'needs details' && fetched++ < 25) problem = filterProblem(item, filter, await details(item.id));
      if (problem && problem !== 'needs details') return `${item.id} (${item.name}): ${problem}`;
    }
    return undefined;
  }

  const totals = new Map<string, number>();
  for (const { name, filter } of criteria) {
    const empty = Object.values(filter).some((v) => Array.isArray(v) && v.length === 0);
    await check(
      `search.criterion.${name}`,
      async () => {
        const { result, reply } = await search(filter, 0, 100);
        totals.set(name, result.total);
        expect(result.total > 0 && result.items.some((x) => x.id === seed.id || name === 'bundeslandCodes' || name === 'statuses' || name === 'changedSince' || result.items.length === 100), `found ${result.total}, but ${seed.id} matches ${JSON.stringify(filter)}`, reply);
        const problem = await breaking(result.items, filter);
        expect(!problem, `an item breaks ${JSON.stringify(filter)}: ${problem}`, reply);
        expect(result.total < sampleTotal || name === 'statuses', `the criterion does not restrict: total ${result.total} of ${sampleTotal}`, reply);
        return `${result.total} found, each satisfies ${shorten(JSON.stringify(filter), 90)}`;
      },
      empty ? 'no value in the first results' : undefined,
      true,
    );
  }
  await settle();

  await check('search.criterion.or-within-a-list', async () => {
    if (seed.site.bundeslandCode === other.site.bundeslandCode) return 'one Bundesland only';
    const a = (await search({ bundeslandCodes: [seed.site.bundeslandCode] }, 0, 1)).result.total;
    const b = (await search({ bundeslandCodes: [other.site.bundeslandCode] }, 0, 1)).result.total;
    const { result, reply } = await search({ bundeslandCodes: [seed.site.bundeslandCode, other.site.bundeslandCode] }, 0, 1);
    expect(result.total === a + b, `bundeslandCodes [${seed.site.bundeslandCode}, ${other.site.bundeslandCode}]: total ${result.total}, each alone ${a} + ${b}`, reply);
    return `${a} + ${b} = ${result.total}`;
  });

  await check('search.criterion.onlyOwn-anonymous', async () => {
    const { result, reply } = await search({ onlyOwn: true }, 0, 10, undefined, { accept: 'application/json' });
    expect(result.total === 0 && result.items.length === 0, `onlyOwn without a signed-in owner found ${result.total}`, reply);
    return 'matches nothing without a signed-in owner';
  });

  // Paging: a filter of a few pages, walked with a small page size.
  const pagingFilter: Filter = { bundeslandCodes: [seed.site.bundeslandCode] };
  let partition: { total: number; items: Summary[] } | undefined;
  await check('search.paging.partition', async () => {
    const bl = (await search(pagingFilter, 0, 1)).result.total;
    const pageSize = Math.max(1, Math.min(100, Math.ceil(bl / 5)));
    const walked = await walk(pagingFilter, pageSize);
    if (walked.problems[0]) throw new Failure(walked.problems[0].message, walked.problems[0].curl);
    const ids = walked.items.map((x) => x.id);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    expect(!repeated, `${repeated} on two pages of pageSize ${pageSize}`, walked.first);
    expect(ids.length === walked.total, `the pages hold ${ids.length} installations, total says ${walked.total}`, walked.first);
    partition = walked;
    return `${walked.total} in ${Math.ceil(walked.total / pageSize)} pages of ${pageSize}: no repeat, no gap`;
  });
  await check('search.paging.page-size-1', async () => {
    const { result, reply } = await search({}, 0, 1);
    expect(result.items.length === 1 && result.pageSize === 1, `pageSize 1 answered with ${result.items.length} items (pageSize ${result.pageSize})`, reply);
    const last = await search({}, 0, 100);
    expect(last.result.total === result.total, `total ${result.total} with pageSize 1, ${last.result.total} with 100`, last.reply);
    return 'one item; the same total as pageSize 100';
  });
  await check('search.paging.past-the-end', async () => {
    const total = (await search(pagingFilter, 0, 10)).result.total;
    const page = Math.ceil(total / 10) + 1;
    const { result, reply } = await search(pagingFilter, page, 10);
    expect(result.items.length === 0 && result.total === total && result.page === page, `page ${page} of ${total}: ${result.items.length} items, total ${result.total}, page ${result.page}`, reply);
    return `page ${page}: 200, total ${total}, no items`;
  });

  // Sorting: each key both ways over the first 200 of the whole register, against the documented order.
  for (const field of Object.keys(SORT_KEYS)) {
    for (const direction of ['asc', 'desc']) {
      await check(`search.sort.${field}.${direction}`, async () => {
        const walked = await walk({}, 100, { field, direction }, 2);
        const order = sortOrder(field, direction);
        for (let i = 1; i < walked.items.length; i++) {
          const [a, b] = [walked.items[i - 1]!, walked.items[i]!];
          if (order(a, b) > 0) throw new Failure(`position ${i - 1} ${a.id} "${a.name}" (${describeKey(field, a)}) before ${b.id} "${b.name}" (${describeKey(field, b)})`, walked.first.curl);
        }
        expect(walked.items.length === Math.min(200, walked.total), `${walked.items.length} items in the first two pages of ${walked.total}`, walked.first);
        return `${walked.items.length} in order; ties by name, then id`;
      }, undefined, true);
    }
  }
  await check('search.sort.default-is-name-asc', async () => {
    const plain = await search({}, 0, 100);
    const named = await search({}, 0, 100, { field: 'name', direction: 'asc' });
    expect(plain.result.items.map((x) => x.id).join() === named.result.items.map((x) => x.id).join(), 'without sort the order differs from name ascending', plain.reply);
    return 'the same order as name ascending';
  }, undefined, true);
  await settle();

  // Agreement: statistics, map data, open data and the Excel export against the search, for the same filters.
  for (const { name, filter } of [{ name: 'partition', filter: pagingFilter }, ...criteria]) {
    if (Object.values(filter).some((v) => Array.isArray(v) && v.length === 0)) continue;
    const searchTotal = name === 'partition' ? partition?.total : totals.get(name);
    if (searchTotal === undefined) continue;
    const statsSkip = Object.keys(filter).some((key) => !STATS_KEYS.has(key)) ? 'not all criteria are parameters of getBranchStats' : undefined;
    await check(
      `agree.stats.${name}`,
      async () => {
        const reply = await jsonCall('app', 'GET', `/api/ippcInstallations/branchenStats?${statsQuery(filter)}`);
        expectOk(reply, 'getBranchStats');
        const stats = reply.json as { total: number; byActivityCategory: { count: number }[]; byBundesland: { count: number }[] };
        const sum = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
        expect(stats.total === searchTotal, `statistics total ${stats.total}, search total ${searchTotal}`, reply);
        expect(sum(stats.byBundesland) === searchTotal, `byBundesland counts add up to ${sum(stats.byBundesland)}, search total ${searchTotal}`, reply);
        expect(sum(stats.byActivityCategory) === searchTotal, `byActivityCategory counts add up to ${sum(stats.byActivityCategory)}, search total ${searchTotal}`, reply);
        return `total ${stats.total}, both breakdowns add up`;
      },
      statsSkip,
      true,
    );
    await check(`agree.gis.${name}`, async () => {
      const reply = await jsonCall('app', 'POST', '/api/ippcInstallations/gis', filter);
      expectOk(reply, 'getInstallationsGis');
      const features = (reply.json as { features: { properties: { id: string } }[] }).features;
      expect(features.length === searchTotal, `${features.length} points, search total ${searchTotal}`, reply);
      if (name === 'partition' && partition) {
        const ids = new Set(partition.items.map((x) => x.id));
        const stray = features.find((f) => !ids.has(f.properties.id));
        expect(!stray, `point ${stray?.properties.id} is not among the search's results`, reply);
      }
      return `${features.length} points`;
    }, undefined, true);
  }

  // The Atom feed: bounded to the newest 50, newest first, one entry per installation's latest change, and
  // the same installations as the search sorted by lastChange descending.
  const FEED_LIMIT = 50;
  const ENTRY_ID = /^tag:ippc\.umweltbundesamt\.at,2026:installation\/([^/]+)\/(.+)$/;
  const feedEntries = async (filter: Filter) => {
    const query = feedQuery(filter);
    const reply = await http.send({ document: 'app', method: 'GET', path: `/api/ippcInstallations/feed${query ? `?${query}` : ''}`, headers: { accept: 'application/atom+xml' } });
    expectOk(reply, 'getInstallationsFeed');
    expect(/^application\/atom\+xml/.test(reply.contentType), `Content-Type ${reply.contentType}, documented application/atom+xml`, reply);
    // Read by a feed parser, as a reader's feed program reads it: an entry's id and its updated time.
    const entries = parseFeed(reply.text).items.map((item) => ({ id: item.id ?? '', updated: item.updated?.toISOString() ?? '' }));
    return { reply, entries };
  };
  await check('feed.bound-and-order', async () => {
    const { reply, entries } = await feedEntries({});
    expect(entries.length === Math.min(FEED_LIMIT, sampleTotal), `${entries.length} entries for the whole register of ${sampleTotal}: at most the newest ${FEED_LIMIT} are due`, reply);
    const bad = entries.find((e) => !ENTRY_ID.test(e.id));
    expect(!bad, `entry id ${bad?.id} is not tag:ippc.umweltbundesamt.at,2026:installation/{id}/{lastChange}`, reply);
    const times = entries.map((e) => Date.parse(e.updated));
    const out = times.findIndex((t, i) => Number.isNaN(t) || (i > 0 && t > times[i - 1]!));
    expect(out < 0, `entry ${out} (updated ${entries[out]?.updated}) is not a date or newer than the one before: newest first is due`, reply);
    return `${entries.length} entries, newest first`;
  });
  await check('feed.agrees-with-search', async () => {
    const { reply, entries } = await feedEntries(pagingFilter);
    const walked = await walk(pagingFilter, 100, { field: 'lastChange', direction: 'desc' }, 1);
    const due = walked.items.slice(0, FEED_LIMIT).map((x) => x.id);
    const ids = entries.map((e) => ENTRY_ID.exec(e.id)?.[1] ?? e.id);
    expect(ids.join() === due.join(), `the feed of ${feedQuery(pagingFilter)} lists ${ids.length} installations (first ${ids[0]}), the search sorted by lastChange descending ${due.length} (first ${due[0]})`, reply);
    return `${ids.length} entries: the search's newest, in its order`;
  });

  const partitionIds = () => partition?.items.map((x) => x.id) ?? [];
  await check('agree.opendata.geojson', async () => {
    const reply = await http.send({ document: 'app', method: 'POST', path: '/api/ippcInstallations/openData?format=geojson', body: JSON.stringify(pagingFilter), headers: { 'content-type': 'application/json', ...session('POST') } });
    expectOk(reply, 'downloadInstallationsOpenData geojson');
    expect(/^application\/geo\+json/.test(reply.contentType), `Content-Type ${reply.contentType}, documented application/geo+json`, reply);
    expect(/^attachment; filename="Anlagenregister-\d{4}-\d{2}-\d{2}\.geojson"/.test(reply.headers.get('content-disposition') ?? ''), `Content-Disposition ${reply.headers.get('content-disposition')}`, reply);
    const ids = (JSON.parse(reply.text) as { features: { properties: { id: string } }[] }).features.map((f) => f.properties.id);
    expect(ids.join() === partitionIds().join(), `${ids.length} features (first ${ids[0]}), the search: ${partitionIds().length} (first ${partitionIds()[0]}) in name order`, reply);
    return `${ids.length} features, the search's rows in its order`;
  });
  await check('agree.opendata.csv', async () => {
    const reply = await http.send({ document: 'app', method: 'POST', path: '/api/ippcInstallations/openData?format=csv', body: JSON.stringify(pagingFilter), headers: { 'content-type': 'application/json', ...session('POST') } });
    expectOk(reply, 'downloadInstallationsOpenData csv');
    expect(/^text\/csv/.test(reply.contentType), `Content-Type ${reply.contentType}, documented text/csv`, reply);
    expect(reply.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'no UTF-8 byte order mark', reply);
    const rows = parseCsv(reply.text).filter((row) => row.some((f) => f !== ''));
    expect(rows[0]?.[0] === 'Anlagennummer' && rows[0].length === 19, `header row ${shorten(rows[0]?.join(';') ?? '', 80)}: 19 columns from Anlagennummer documented`, reply);
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids.join() === partitionIds().join(), `${ids.length} records, the search: ${partitionIds().length} in name order`, reply);
    return `${ids.length} records and the header, the search's rows in its order`;
  });
  await check(
    'agree.excel',
    async () => {
      const start = await jsonCall('app', 'POST', '/api/ippcInstallations/excel', pagingFilter);
      expect(start.status === 202, `exportInstallationsExcel sent ${start.status}, documented 202: ${bodyExcerpt(start)}`, start);
      const id = (start.json as { id: string }).id;
      let status = '';
      for (let waited = 0; waited < 30_000; waited += 300) {
        const tasks = (await jsonCall('app', 'GET', '/api/user-tasks')).json as { id: string; status: string }[];
        status = tasks.find((t) => t.id === id)?.status ?? 'missing';
        if (['SUCCESS', 'FAILURE', 'CANCELLED', 'missing'].includes(status)) break;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect(status === 'SUCCESS', `the export ended ${status}`, start);
      const file = await http.send({ document: 'app', method: 'GET', path: `/api/user-tasks/${encodeURIComponent(id)}/result`, headers: session('GET') });
      expectOk(file, 'getUserTaskResult');
      const sheet = [...unzip(file.bytes).entries()].find(([name]) => /^xl\/worksheets\/sheet\d*\.xml$/.test(name))?.[1]?.toString('utf8') ?? '';
      const rows = (sheet.match(/<row\b/g) ?? []).length;
      await jsonCall('app', 'POST', `/api/user-tasks/${encodeURIComponent(id)}/delete`);
      expect(rows === (partition?.total ?? 0) + 1, `the workbook has ${rows} rows, the search ${partition?.total} installations (+1 header row)`, file);
      return `${rows - 1} rows and the header`;
    },
    options.signedIn ? undefined : 'needs a signed-in session (--cookie)',
    true,
  );

  await settle();

  // --- variants -----------------------------------------------------------------------------------------------
  await check(
    'variant.setTestClock.set-and-reset',
    async () => {
      const set = await jsonCall('app', 'POST', '/api/time?datetime=2030-06-01T10%3A00%3A00Z');
      expectOk(set, 'setTestClock with datetime');
      const read = await jsonCall('app', 'GET', '/api/time');
      const time = read.json as { datetime: string; testClock?: boolean };
      const drift = Date.parse(time.datetime) - Date.parse('2030-06-01T10:00:00Z');
      expect(time.testClock === true && drift >= 0 && drift < 5 * 60_000, `after setting 2030-06-01T10:00:00Z getServerTime says ${JSON.stringify(time)}`, read);
      const reset = await jsonCall('app', 'POST', '/api/time');
      expectOk(reset, 'setTestClock without datetime');
      const after = (await jsonCall('app', 'GET', '/api/time')).json as { datetime: string; testClock?: boolean };
      expect(!after.testClock && Math.abs(Date.parse(after.datetime) - Date.now()) < 5 * 60_000, `after the reset getServerTime says ${JSON.stringify(after)}`, reset);
      return 'set: the clock reads the time set; reset: the real time again';
    },
    options.destructive ? undefined : 'destructive (--destructive)',
  );
  await check(
    'variant.writeUserSetting.roundtrip',
    async () => {
      const name = `contract-verify-${options.seed}`;
      const write = (value: string) =>
        http.send({ document: 'portal', method: 'POST', path: '/api/userSettings/filters_ippcInstallations', body: new URLSearchParams({ name, value }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...session('POST') } });
      const read = async () => ((await jsonCall('portal', 'GET', '/api/userSettings/filters_ippcInstallations')).json as { name: string; value: string }[]).find((s) => s.name === name);
      const written = await write('{"name":"Prüfung","filter":{}}');
      expect(written.status === 204, `write sent ${written.status}, documented 204: ${bodyExcerpt(written)}`, written);
      const back = await read();
      expect(back?.value === '{"name":"Prüfung","filter":{}}', `read back ${JSON.stringify(back)}`, written);
      const removed = await write('');
      expect(removed.status === 204, `remove sent ${removed.status}`, removed);
      expect((await read()) === undefined, 'still there after writing an empty value', removed);
      return 'written, read back, removed by an empty value';
    },
    options.signedIn ? undefined : 'needs a signed-in session (--cookie)',
  );

  // --- invalid and valid input, generated ------------------------------------------------------------------
  await inputChecks({ options, http, ops, check, session, sample, seedDetails, built });
  return results;
}

const describeKey = (field: string, x: Summary) =>
  ({ name: x.name, operatorName: x.operatorName, city: x.site.city, districtName: x.site.districtName, bundeslandName: x.site.bundeslandName, mainActivity: x.mainActivity.code, status: x.status, lastChange: x.lastChange })[field] ?? '';

// --- generated input ------------------------------------------------------------------------------------------

interface Slot {
  path: (string | number)[];
  schema: Schema;
  required: boolean;
  /** The schema of the object the slot is a property of. */
  parentRequired?: string[];
}

/** The places of a request body a value can be put: properties (nested to three levels) and array items. */
function slots(schema: Schema, path: (string | number)[] = [], depth = 0): Slot[] {
  if (depth > 3) return [];
  const out: Slot[] = [];
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  for (const [name, property] of Object.entries(props)) {
    out.push({ path: [...path, name], schema: property, required: required.includes(name), parentRequired: required });
    if (property.properties) out.push(...slots(property, [...path, name], depth + 1));
    if (property.type === 'array' && property.items) out.push({ path: [...path, name, 0], schema: property.items as Schema, required: false }, ...slots(property.items as Schema, [...path, name, 0], depth + 1));
  }
  return out;
}

interface Mutation {
  kind: string;
  path: (string | number)[];
  value?: Json;
  remove?: boolean;
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined)) ?? (schema.enum ? 'string' : undefined);

/** Invalid values for a slot, as fast-check arbitraries (each shrinks to a small case). */
function invalidFor(slot: Slot, inQuery = false): fc.Arbitrary<Mutation>[] {
  const { schema, path } = slot;
  const type = typeOf(schema);
  const out: fc.Arbitrary<Mutation>[] = [];
  const at = (kind: string, value: fc.Arbitrary<Json>) => value.map((v) => ({ kind, path, value: v }));
  if (inQuery && (type === 'number' || type === 'integer')) out.push(at('wrong type', fc.string({ maxLength: 5 }).map((s) => `x${s}`)));
  if (type && !inQuery) {
    const wrong: fc.Arbitrary<Json>[] = [];
    if (type !== 'string') wrong.push(fc.string({ maxLength: 5 }).map((s) => `x${s}`));
    if (type !== 'number' && type !== 'integer') wrong.push(fc.integer());
    if (type !== 'boolean') wrong.push(fc.boolean());
    if (type !== 'array') wrong.push(fc.constant([]));
    if (type !== 'object') wrong.push(fc.constant({}));
    if (type === 'integer') wrong.push(fc.double({ min: 0.1, max: 50, noNaN: true }).filter((d) => !Number.isInteger(d)));
    out.push(at('wrong type', fc.oneof(...wrong)));
  }
  if (typeof schema.minimum === 'number') out.push(at('below the minimum', fc.integer({ min: 1, max: 1000 }).map((d) => (schema.minimum as number) - d)));
  if (typeof schema.maximum === 'number') out.push(at('above the maximum', fc.integer({ min: 1, max: 100_000 }).map((d) => (schema.maximum as number) + d)));
  if (typeof schema.exclusiveMinimum === 'number') out.push(at('not above the exclusive minimum', fc.integer({ min: 0, max: 100 }).map((d) => (schema.exclusiveMinimum as number) - d)));
  if (typeof schema.maxLength === 'number') out.push(at('over-long string', fc.integer({ min: 1, max: 60 }).map((d) => 'x'.repeat((schema.maxLength as number) + d))));
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern);
    out.push(at('broken pattern', fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !re.test(s))));
  }
  if (Array.isArray(schema.enum)) {
    const listed = schema.enum as Json[];
    out.push(at('unlisted enum value', fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !listed.includes(s))));
  }
  if (slot.required && !inQuery) out.push(fc.constant({ kind: 'missing required field', path, remove: true }));
  return out;
}

/** The value with the mutation applied; a missing parent object is created (which leaves the request invalid). */
function mutate(base: Json, mutation: Mutation): Json {
  const copy = structuredClone(base ?? {}) as Record<string | number, Json>;
  let node = copy as Record<string | number, Json>;
  for (const key of mutation.path.slice(0, -1)) {
    const next = mutation.path[mutation.path.indexOf(key) + 1];
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof next === 'number' ? [] : {};
    node = node[key] as Record<string | number, Json>;
  }
  const last = mutation.path[mutation.path.length - 1]!;
  if (mutation.remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = mutation.value;
  return copy;
}

interface InputContext {
  options: BehaviourOptions;
  http: Http;
  ops: Map<string, Plan>;
  check: (name: string, body: CheckBody, skip?: string) => Promise<void>;
  session: (method: string, token?: boolean | string) => Record<string, string>;
  sample: Summary[];
  seedDetails?: Details;
  built: Map<Plan, Promise<PlannedRequest>>;
}

/** Operations whose JSON body the generated input checks (read-only, or writing only the verifier's own data). */
const BODY_OPERATIONS = ['searchInstallations', 'getInstallationsGis', 'downloadInstallationsOpenData', 'postLog', 'assistantSite', 'assistantRegistered', 'dmsResolveDocumentTypes', 'qtDmsResult'];

async function inputChecks({ options, http, ops, check, session, sample, seedDetails, built }: InputContext): Promise<void> {
  const fcOptions = { seed: options.seed, numRuns: options.runs, endOnFailure: false };
  const build = async (plan: Plan) => {
    if (!built.has(plan))
      built.set(
        plan,
        plan.build(async (document, method, path, body) => {
          const reply = await http.send({ document, method, path, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', accept: 'application/json', ...session(method) } }).catch(() => undefined);
          return reply && reply.status < 300 ? reply.json : undefined;
        }),
      );
    return { ...(await built.get(plan)!) };
  };

  /** A request with an invalid body must get 400 with an ErrorBody, never 5xx, never HTML. */
  const judge = async (document: DocumentName, method: string, path: string, body: string | undefined, headers: Record<string, string>) => {
    const reply = await http.send({ document, method, path, body, headers });
    return { reply, problem: errorBodyProblem(reply, 400, ['bad_request', 'validation_failed']) };
  };

  for (const operationId of BODY_OPERATIONS) {
    const plan = ops.get(operationId);
    if (!plan || !plan.op.body?.contentType.includes('json')) continue;
    const { op } = plan;
    const documents400 = op.documented.includes('400');
    await check(
      `input.malformed-json.${operationId}`,
      async () => {
        const request = await build(plan);
        const { reply, problem } = await judge(op.document, op.method, request.path, '{"filter": ', { ...request.headers, 'content-type': 'application/json', accept: 'application/json', ...session(op.method) });
        expect(!problem, `malformed JSON: ${problem}`, reply);
        expect((reply.json as { error: string }).error === 'bad_request', `malformed JSON answered ${(reply.json as { error: string }).error}, documented bad_request`, reply);
        return '400 bad_request';
      },
      documents400 ? plan.skip : 'no 400 documented',
    );
    await check(
      `input.boundary.${operationId}`,
      async () => {
        const request = await build(plan);
        const base = JSON.parse(request.body ?? '{}') as Json;
        const headers = { ...request.headers, 'content-type': 'application/json', accept: 'application/json', ...session(op.method) };
        const cases: { label: string; mutation: Mutation }[] = [];
        for (const slot of slots(op.body!.schema)) {
          const name = slot.path.join('.');
          const { schema } = slot;
          if (typeof schema.minimum === 'number') cases.push({ label: `${name} ${schema.minimum - 1}`, mutation: { kind: 'below', path: slot.path, value: schema.minimum - 1 } });
          if (typeof schema.maximum === 'number') cases.push({ label: `${name} ${schema.maximum + 1}`, mutation: { kind: 'above', path: slot.path, value: schema.maximum + 1 } });
          if (typeof schema.exclusiveMinimum === 'number') cases.push({ label: `${name} ${schema.exclusiveMinimum}`, mutation: { kind: 'at', path: slot.path, value: schema.exclusiveMinimum } });
          if (typeof schema.maxLength === 'number') cases.push({ label: `${name} of ${schema.maxLength + 1} characters`, mutation: { kind: 'long', path: slot.path, value: 'x'.repeat(schema.maxLength + 1) } });
        }
        const failed: string[] = [];
        let curl: string | undefined;
        for (const { label, mutation } of cases) {
          const { reply, problem } = await judge(op.document, op.method, request.path, JSON.stringify(mutate(base, mutation)), headers);
          if (problem) {
            failed.push(`${label}: ${problem}`);
            curl ??= reply.curl;
          }
        }
        if (failed.length > 0) throw new Failure(failed.join('; '), curl);
        return cases.length > 0 ? `${cases.map((c) => c.label).join(', ')}: 400 with an ErrorBody` : 'no bounds in the schema';
      },
      documents400 ? plan.skip : 'no 400 documented',
    );
    await check(
      `input.invalid.${operationId}`,
      async () => {
        const request = await build(plan);
        const base = JSON.parse(request.body ?? '{}') as Json;
        const mutations = slots(op.body!.schema).flatMap((slot) => invalidFor(slot));
        const headers = { ...request.headers, 'content-type': 'application/json', accept: 'application/json', ...session(op.method) };
        let last: { reply: Reply; problem?: string; mutation: Mutation } | undefined;
        const outcome = await fc.check(
          fc.asyncProperty(fc.oneof(...mutations), async (mutation) => {
            const { reply, problem } = await judge(op.document, op.method, request.path, JSON.stringify(mutate(base, mutation)), headers);
            if (problem) last = { reply, problem, mutation };
            return !problem;
          }),
          fcOptions,
        );
        if (outcome.failed && outcome.counterexample) {
          const mutation = outcome.counterexample[0];
          // The shrunk case, sent once more for its curl line.
          const { reply, problem } = await judge(op.document, op.method, request.path, JSON.stringify(mutate(base, mutation)), headers);
          throw new Failure(`${mutation.kind} at ${mutation.path.join('.')} (${shorten(JSON.stringify(mutation.value) ?? 'removed', 40)}): ${problem ?? last?.problem} [seed ${options.seed}; failed on run ${outcome.numRuns}, shrunk to this case]`, reply.curl);
        }
        return `${outcome.numRuns} generated invalid bodies: 400 with an ErrorBody`;
      },
      documents400 ? plan.skip : 'no 400 documented',
    );
  }

  // Query parameters: the statistics' and the open data's.
  const stats = ops.get('getBranchStats');
  if (stats) {
    await check('input.invalid.getBranchStats', async () => {
      const params = stats.op.parameters.filter((p) => p.in === 'query' && p.schema);
      const arbitraries = params.flatMap((p) => {
        const schema = p.schema!;
        const items = schema.type === 'array' ? (schema.items as Schema) : schema;
        return invalidFor({ path: [p.name], schema: items, required: false }, true);
      });
      const pathOf = (m: Mutation) => `/api/ippcInstallations/branchenStats?${new URLSearchParams({ [String(m.path[0])]: String(m.value) }).toString()}${m.path[0]!.toString().startsWith('near') ? '&' + ['nearLat=48.2', 'nearLon=16.3', 'nearRadiusKm=5'].filter((q) => !q.startsWith(String(m.path[0]))).join('&') : ''}`;
      const outcome = await fc.check(
        fc.asyncProperty(fc.oneof(...arbitraries), async (m) => !(await judge('app', 'GET', pathOf(m), undefined, { accept: 'application/json', ...session('GET') })).problem),
        fcOptions,
      );
      if (outcome.failed && outcome.counterexample) {
        const m = outcome.counterexample[0];
        const { reply, problem } = await judge('app', 'GET', pathOf(m), undefined, { accept: 'application/json', ...session('GET') });
        throw new Failure(`${m.kind} in ${String(m.path[0])} (${JSON.stringify(m.value)}): ${problem} [seed ${options.seed}]`, reply.curl);
      }
      return `${outcome.numRuns} generated invalid query strings: 400 with an ErrorBody`;
    });
  }
  await check('input.invalid.openData-format', async () => {
    const reply = await http.send({ document: 'app', method: 'POST', path: '/api/ippcInstallations/openData?format=xlsx', body: '{}', headers: { 'content-type': 'application/json', accept: 'application/json', ...session('POST') } });
    const problem = errorBodyProblem(reply, 400, ['bad_request', 'validation_failed']);
    expect(!problem, `format=xlsx: ${problem}`, reply);
    return '400 for an unlisted format';
  });

  // Valid generated searches: 200, the page echoed, never more items than pageSize, every item satisfies the filter.
  await check('input.valid.searchInstallations', async () => {
    const pick = <T>(values: T[]) => fc.subarray([...new Set(values)], { maxLength: 2 });
    const words = [...new Set(sample.flatMap((x) => x.name.split(/\s+/)).filter((w) => w.length >= 3))];
    const filter = fc.record(
      {
        query: fc.oneof(fc.constantFrom(...words, ''), fc.constant('   ')),
        bundeslandCodes: pick(sample.map((x) => x.site.bundeslandCode)),
        districtCodes: pick(sample.map((x) => x.site.districtCode)),
        activityCodes: pick(sample.flatMap((x) => [x.mainActivity.code.split('.')[0]!, x.mainActivity.code.split('.').slice(0, 2).join('.')])),
        naceCodes: pick(seedDetails ? [seedDetails.naceCode.code, seedDetails.naceCode.code.slice(0, 2)] : []),
        statuses: pick(STATUS_ORDER),
        legalBases: pick(sample.map((x) => x.legalBasis)),
        near: fc.record({ lat: fc.double({ min: 46.3, max: 49.1, noNaN: true }), lon: fc.double({ min: 9.4, max: 17.2, noNaN: true }), radiusKm: fc.double({ min: 0.5, max: 200, noNaN: true }) }),
      },
      { requiredKeys: [] },
    );
    const request = fc.record(
      { filter, page: fc.nat({ max: 4 }), pageSize: fc.integer({ min: 1, max: 100 }), sort: fc.record({ field: fc.constantFrom(...Object.keys(SORT_KEYS)), direction: fc.constantFrom('asc', 'desc') }) },
      { requiredKeys: ['filter', 'page', 'pageSize'] },
    );
    const send = (body: Json) => http.send({ document: 'app', method: 'POST', path: '/api/ippcInstallations', body: JSON.stringify(body), headers: { 'content-type': 'application/json', accept: 'application/json', ...session('POST') } });
    const problemOf = async (body: { filter: Filter; page: number; pageSize: number }) => {
      const reply = await send(body);
      if (reply.status !== 200) return { reply, problem: `sent ${reply.status} for a valid search: ${bodyExcerpt(reply)}` };
      const result = reply.json as SearchPage;
      if (result.page !== body.page || result.pageSize !== body.pageSize) return { reply, problem: `echoed page ${result.page}, pageSize ${result.pageSize}` };
      const due = Math.max(0, Math.min(body.pageSize, result.total - body.page * body.pageSize));
      if (result.items.length !== due) return { reply, problem: `${result.items.length} items, ${due} due (total ${result.total})` };
      const broken = result.items.map((x) => [x, filterProblem(x, body.filter)] as const).find(([, p]) => p && p !== 'needs details');
      if (broken) return { reply, problem: `${broken[0].id} breaks the filter: ${broken[1]}` };
      return { reply, problem: undefined };
    };
    const outcome = await fc.check(fc.asyncProperty(request, async (body) => !(await problemOf(body)).problem), { ...fcOptions, numRuns: options.runs * 2 });
    if (outcome.failed && outcome.counterexample) {
      const { reply, problem } = await problemOf(outcome.counterexample[0]);
      throw new Failure(`${problem} [seed ${options.seed}; failed on run ${outcome.numRuns}, shrunk to this case]`, reply.curl);
    }
    return `${outcome.numRuns} generated valid searches: 200, paging and filter honoured`;
  });
}

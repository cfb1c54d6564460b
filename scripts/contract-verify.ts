/**
 * `npm run contract:verify -- --app <url> --portal <url> [--assistant <url>] [--cookie <cookies>] [--destructive]`
 * `npm run contract:verify -- --mock`
 * `npm run contract:verify -- --journeys (--mock | --app <url> --portal <url>) [--grep <pattern>]`
 *
 * For backend teams: sends one request per operation of openapi/app.yaml, assistant.yaml and portal.yaml
 * (built by scripts/contract-requests.ts) through Prism's validating proxy (`prism proxy --errors`) in front
 * of the backend, and prints per operationId the status the server really sent against the documented ones,
 * the first violation, and the coverage. Between each Prism and the backend sits a small recorder that keeps
 * the backend's own status and bytes per request: Prism replaces the status of a response that breaks the
 * contract with its own 500, and reads every body as text (which garbles binary files).
 * `--mock` verifies the project's mock as `npm start` runs it (gateway, Prism's validating proxy, data server) the same way. Exit code 0: no violation; 1: violations
 * (or an operation that could not be sent); 2: wrong usage or the proxies did not start.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { startPrism, type PrismProcess } from '../mock/prism';
import { runBehaviourChecks, shortCurl, type CheckResult } from './contract-behaviour';
import { DOCUMENTS, NoValue, planOperations, type DirectCall, type DocumentName, type Plan, type PlannedRequest } from './contract-requests';
import { writeReports } from './contract-report';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    portal: { type: 'string' },
    assistant: { type: 'string' },
    mock: { type: 'boolean', default: false },
    cookie: { type: 'string' },
    destructive: { type: 'boolean', default: false },
    journeys: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    seed: { type: 'string' },
    runs: { type: 'string', default: '25' },
    'strict-enums': { type: 'boolean', default: false },
    'shapes-only': { type: 'boolean', default: false },
    grep: { type: 'string' },
    report: { type: 'string' },
    json: { type: 'string' },
    port: { type: 'string', default: process.env.VERIFY_PORT ?? '4180' },
  },
});

if (!values.mock && (!values.app || !values.portal)) {
  console.error(
    'Usage: npm run contract:verify -- --app <url> --portal <url> [--assistant <url>] [--cookie "<name>=<value>; …"] [--destructive] [--verbose]\n' +
      '   or: npm run contract:verify -- --mock\n' +
      '   or: npm run contract:verify -- --journeys (--mock | --app <url> --portal <url>) [--grep <pattern>]',
  );
  process.exit(2);
}

if (values.journeys) {
  // Needs this repository (its build and e2e journeys): not part of the contract kit.
  const journeysModule = './contract-journeys';
  const { runJourneys } = (await import(/* @vite-ignore */ journeysModule)) as typeof import('./contract-journeys');
  process.exit(await runJourneys({ ...values, port: Number(values.port) }));
}

// --- the recorder between Prism and the backend ---------------------------------------------------------

const REQUEST_ID = 'x-contract-verify-id';
const SKIP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'accept-encoding', REQUEST_ID]);

interface Recorded {
  status: number;
  contentType: string;
  cacheControl: string | null;
  bytes: Buffer;
  error?: string;
}

const recorded = new Map<string, Recorded>();

/** Forwards every request to the backend unchanged and keeps what the backend answered, by request id. */
function startRecorder(port: number, backend: string): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = String(req.headers[REQUEST_ID] ?? '');
      const headers: Record<string, string> = { 'accept-encoding': 'identity' };
      for (const [key, value] of Object.entries(req.headers)) if (value !== undefined && !SKIP_HEADERS.has(key)) headers[key] = String(value);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(backend + (req.url ?? '/'), { method: req.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          const bytes = Buffer.from(await response.arrayBuffer());
          recorded.set(id, { status: response.status, contentType: response.headers.get('content-type') ?? '', cacheControl: response.headers.get('cache-control'), bytes });
          const out: Record<string, string | string[]> = {};
          response.headers.forEach((value, key) => {
            if (!SKIP_HEADERS.has(key) && key !== 'set-cookie') out[key] = value;
          });
          if (response.headers.getSetCookie().length > 0) out['set-cookie'] = response.headers.getSetCookie();
          out['content-length'] = String(bytes.length);
          res.writeHead(response.status, out);
          res.end(bytes);
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
          recorded.set(id, { status: 0, contentType: '', cacheControl: null, bytes: Buffer.alloc(0), error: message });
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`backend unreachable: ${message}`);
        });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

// --- sending ------------------------------------------------------------------------------------------------

interface Violation {
  location: string[];
  message: string;
  severity: string;
}

interface Result {
  plan: Plan;
  request?: PlannedRequest;
  skipped?: string;
  /** What the backend sent (0: unreachable; undefined: Prism did not forward the request). */
  real?: Recorded;
  proxyStatus?: number;
  violations: Violation[];
  /** Checked download, e.g. "application/pdf, 1843 bytes, %PDF- signature". */
  download?: string;
}

const base = Number(values.port);
const proxyPort = (document: DocumentName) => base + 1 + DOCUMENTS.indexOf(document);
const recorderPort = (document: DocumentName) => base + 4 + DOCUMENTS.indexOf(document);

// --mock: the repository's own mock as `npm start` runs it (its gateway in front of Prism's validating proxy in
// front of the data server), on the mock's ports (MOCK_*_PORT); loaded by a variable path, so the kit leaves it out.
const mockConfigModule = '../mock/config';
const mockPorts = values.mock ? ((await import(/* @vite-ignore */ mockConfigModule)) as typeof import('../mock/config')).ports : undefined;

const trim = (url: string) => url.replace(/\/+$/, '');
const backends: Record<DocumentName, string> = mockPorts
  ? { app: `http://127.0.0.1:${mockPorts.app}`, assistant: `http://127.0.0.1:${mockPorts.assistant}`, portal: `http://127.0.0.1:${mockPorts.portal}` }
  : { app: trim(values.app!), assistant: trim(values.assistant ?? values.app!), portal: trim(values.portal!) };

// The mock selects its visitor by cookie: an authority user (may use every assistant), in a session of its own.
const givenCookie = values.cookie ?? (values.mock ? `ippc-mock-visitor=authority; ippc-mock-session=verify-${process.pid}` : undefined);
let cookie = givenCookie;
let xsrf: string | undefined;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The session of the contract's security schemes: the backend issues the session cookie and XSRF-TOKEN with
 * its first answer; they join the given cookies, and XSRF-TOKEN goes out as X-XSRF-TOKEN on every write.
 */
async function acquireSession(): Promise<void> {
  // Several public reads, so that one broken answer does not leave the verifier without a session.
  for (const path of ['/api/env', '/api/auth/user', '/api/time', '/api/filter/metadata']) {
    const response = await fetch(`${backends.app}${path}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
    const issued = response?.headers.getSetCookie().map((line) => line.split(';')[0]!.trim()) ?? [];
    cookie = [cookie, ...issued].filter(Boolean).join('; ') || undefined;
    xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(cookie ?? '')?.[1];
    if (xsrf) return;
  }
}

function sessionHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (xsrf && MUTATING.has(method)) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  return headers;
}

/** A preceding call: straight to the backend, JSON in and out; undefined on any failure. */
const direct: DirectCall = async (document, method, path, body) => {
  try {
    const headers = { accept: 'application/json', ...sessionHeaders(method), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const response = await fetch(backends[document] + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Response enumerations may gain values in a minor version (every document's "Enumerations" paragraph):
 * an unlisted value in a response is a warning, unless --strict-enums.
 */
const isResponseEnum = (v: Violation) => v.location[0] === 'response' && /must be equal to one of the allowed values/.test(v.message);
const enumSeverity = (v: Violation): Violation => (isResponseEnum(v) && !values['strict-enums'] ? { ...v, severity: 'Warning' } : v);

function parseViolations(value: string | null): Violation[] {
  if (!value) return [];
  try {
    return (JSON.parse(value) as Violation[]).filter((v) => v.severity === 'Error' || v.severity === 'Warning').map((v) => enumSeverity({ ...v, severity: 'Error' }));
  } catch {
    return [{ location: ['response'], message: value.slice(0, 200), severity: 'Error' }];
  }
}

/** The first bytes a download of this media type starts with. */
function checkDownload(contentType: string, bytes: Buffer, documented: string[]): string | Violation {
  const type = contentType.split(';')[0]!.trim();
  const fail = (message: string): Violation => ({ location: ['response', 'body'], message, severity: 'Error' });
  if (!documented.includes(type)) return fail(`download of type "${type}", documented ${documented.join(', ')}`);
  if (type === 'application/pdf' && bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return fail(`not a PDF file: starts with ${JSON.stringify(bytes.subarray(0, 8).toString('latin1'))}`);
  if (type.includes('spreadsheetml') && (bytes.readUInt32LE(0) !== 0x04034b50 || !bytes.includes('[Content_Types].xml'))) return fail('not an .xlsx file (no zip with [Content_Types].xml)');
  if (bytes.length === 0) return fail('empty file');
  const signature = type === 'application/pdf' ? '%PDF- signature' : type.includes('spreadsheetml') ? 'zip signature with [Content_Types].xml' : 'not empty';
  return `${type}, ${bytes.length} bytes, ${signature}`;
}

async function exercise(plan: Plan): Promise<Result> {
  const { op } = plan;
  if (plan.skip) return { plan, skipped: plan.skip, violations: [] };
  let request: PlannedRequest;
  try {
    request = await plan.build(direct);
  } catch (error) {
    if (error instanceof NoValue) return { plan, skipped: `no example for ${error.message}`, violations: [] };
    throw error;
  }
  const id = randomUUID();
  const accept = op.binary.length > 0 ? `${op.binary.join(', ')}, application/json;q=0.5` : 'application/json, */*;q=0.5';
  const result: Result = { plan, request, violations: [] };
  try {
    const response = await fetch(`http://127.0.0.1:${proxyPort(op.document)}${request.path}`, {
      method: request.method,
      headers: { accept, ...sessionHeaders(request.method), ...request.headers, [REQUEST_ID]: id },
      body: request.body,
      signal: AbortSignal.timeout(45_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    result.proxyStatus = response.status;
    result.real = recorded.get(id);
    result.violations = parseViolations(response.headers.get('sl-violations'));
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('problem+json') && !result.real?.error) {
      // Prism's own answer: violations of the request (422, never forwarded), or of the response (500).
      const problem = JSON.parse(bytes.toString('utf8')) as { title?: string; detail?: string; validation?: Violation[] };
      const seen = new Set(result.violations.map((v) => `${v.location.join('.')} ${v.message}`));
      for (const v of problem.validation ?? []) if (!seen.has(`${v.location.join('.')} ${v.message}`)) result.violations.push(enumSeverity({ ...v, severity: 'Error' }));
      if (result.violations.length === 0) result.violations.push({ location: ['prism'], message: `${problem.title ?? 'error'}: ${problem.detail ?? ''}`, severity: 'Error' });
    }
  } catch (error) {
    result.violations.push({ location: ['proxy'], message: `no answer: ${error instanceof Error ? error.message : String(error)}`, severity: 'Error' });
  }
  if (result.real?.error) result.violations.push({ location: ['backend'], message: `unreachable: ${result.real.error}`, severity: 'Error' });
  const real = result.real;
  // Success is due unless a value had to come from a contract example (the backend's answers gave none).
  const fromExamples = request.sources.some((source) => / from example /.test(source));
  if (real && !real.error && real.status >= 400 && real.status < 500 && !fromExamples) {
    result.violations.push({ location: ['response', 'status'], message: `${real.status} where success is due (the request's values came from the backend's own answers)`, severity: 'Error' });
  }
  // Caching: every JSON and HTML answer carries Cache-Control: no-store (the documents' introductions).
  if (real && !real.error && /json|html/.test(real.contentType) && !/\bno-store\b/.test(real.cacheControl ?? '')) {
    result.violations.push({ location: ['response', 'headers', 'Cache-Control'], message: `"${real.cacheControl ?? ''}", documented no-store for every JSON and HTML answer`, severity: 'Error' });
  }
  if (real && op.binary.length > 0 && real.status >= 200 && real.status < 300 && !result.violations.some((v) => v.severity === 'Error')) {
    const checked = checkDownload(real.contentType, real.bytes, op.binary);
    if (typeof checked === 'string') result.download = checked;
    else result.violations.push(checked);
  }
  return result;
}

/** Runs the plans, at most `limit` at a time. */
async function runAll(plans: Plan[], limit: number, results: Map<Plan, Result>): Promise<void> {
  const queue = [...plans];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let plan = queue.shift(); plan; plan = queue.shift()) results.set(plan, await exercise(plan));
    }),
  );
}

// --- reporting ------------------------------------------------------------------------------------------

/** The value at a violation's location in the body the backend sent, shortened. */
function excerpt(real: Recorded | undefined, location: string[]): string {
  if (!real || location[0] !== 'response' || location[1] !== 'body' || !real.contentType.includes('json')) return '';
  try {
    let value = JSON.parse(real.bytes.toString('utf8')) as unknown;
    for (const key of location.slice(2)) value = (value as Record<string, unknown> | undefined)?.[key];
    const shown = JSON.stringify(value) ?? 'undefined';
    return ` — sent: ${shown.length > 80 ? `${shown.slice(0, 77)}...` : shown}`;
  } catch {
    return '';
  }
}

const errors = (r: Result) => r.violations.filter((v) => v.severity === 'Error');
const warnings = (r: Result) => r.violations.filter((v) => v.severity !== 'Error');

function report(results: Result[], checks: CheckResult[], seconds: number): number {
  const width = Math.max(...results.map((r) => r.plan.op.operationId.length));
  let violations = 0;
  let failing = 0;
  let warned = 0;
  for (const document of DOCUMENTS) {
    const mine = results.filter((r) => r.plan.op.document === document);
    console.log(`\nopenapi/${document}.yaml → ${backends[document]}`);
    for (const r of mine) {
      const { op } = r.plan;
      const name = op.operationId.padEnd(width);
      if (r.skipped) continue; // listed with the coverage
      const documented = `documented ${op.documented.join(', ')}`;
      const sent = r.real === undefined ? 'not sent (Prism rejected the request)' : r.real.error ? 'no answer' : `sent ${r.real.status}`;
      const substituted = r.real && r.proxyStatus !== undefined && r.proxyStatus !== r.real.status ? `, Prism answered ${r.proxyStatus}` : '';
      const path = r.request!.path.length > 60 ? `${r.request!.path.slice(0, 57)}...` : r.request!.path;
      const mark = errors(r).length > 0 ? 'FAIL' : warnings(r).length > 0 ? 'WARN' : 'ok  ';
      console.log(`  ${mark}  ${name}  ${op.method} ${path} — ${sent} (${documented}${substituted})${r.download ? `; download ${r.download}` : ''}`);
      const listed = [...errors(r), ...warnings(r)];
      if (listed.length > 0) {
        violations += errors(r).length;
        if (errors(r).length > 0) failing += 1;
        else warned += 1;
        const shown = values.verbose ? listed : listed.slice(0, 1);
        for (const v of shown) console.log(`        ${v.severity === 'Error' ? '' : 'warning (response enums may gain values; --strict-enums fails): '}${v.location.join('.')}: ${v.message}${excerpt(r.real, v.location)}`);
        if (shown.length < listed.length) console.log(`        (+${listed.length - shown.length} more, --verbose lists them)`);
      }
      if (r.request!.sources.length > 0 && (values.verbose || listed.length > 0)) console.log(`        request: ${r.request!.sources.join('; ')}`);
    }
  }
  console.log('\nCoverage (operations exercised / in the contract):');
  let exercised = 0;
  for (const document of DOCUMENTS) {
    const mine = results.filter((r) => r.plan.op.document === document);
    const done = mine.filter((r) => !r.skipped).length;
    exercised += done;
    console.log(`  ${document.padEnd(9)} ${String(done).padStart(2)}/${mine.length}`);
    for (const r of mine.filter((x) => x.skipped)) console.log(`            left out ${r.plan.op.operationId}: ${r.skipped}`);
  }
  if (checks.length > 0) {
    console.log(`\nBehaviour checks (seed ${seed}; --seed ${seed} repeats the generated ones):`);
    const checkWidth = Math.max(...checks.map((c) => c.name.length));
    for (const c of checks) {
      const mark = c.status === 'ok' ? 'ok  ' : c.status;
      console.log(`  ${mark}  ${c.name.padEnd(checkWidth)}  ${c.detail}`);
      if (c.status === 'FAIL' && c.curl) console.log(`        reproduce: ${shortCurl(c.curl)}`);
    }
  }
  const failedChecks = checks.filter((c) => c.status === 'FAIL').length;
  const passedChecks = checks.filter((c) => c.status === 'ok').length;
  const skippedChecks = checks.filter((c) => c.status === 'skip').length;
  console.log(
    `\ncontract:verify: ${violations} violation(s) in ${failing} operation(s), ${warned} with warnings only; ${exercised}/${results.length} operations exercised; ` +
      `behaviour checks: ${passedChecks} passed, ${failedChecks} failed, ${skippedChecks} left out; in ${seconds.toFixed(1)} s.`,
  );
  return failing === 0 && failedChecks === 0 ? 0 : 1;
}

// --- main ---------------------------------------------------------------------------------------------

const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(seed) || !Number.isInteger(Number(values.runs))) {
  console.error('--seed and --runs take whole numbers');
  process.exit(2);
}
const started = Date.now();
const servers: Server[] = [];
const proxies: PrismProcess[] = [];
let mock: { stop(): Promise<void> } | undefined;
let exitCode = 2;
try {
  if (values.mock) {
    const mockModule = '../mock/server/index';
    const { startRealisticMock } = (await import(/* @vite-ignore */ mockModule)) as typeof import('../mock/server/index');
    mock = await startRealisticMock({ quiet: true, data: { defaults: { visitor: 'anonymous', environment: 'LOCAL', breakContract: false }, log: () => undefined } });
  }
  for (const document of DOCUMENTS) servers.push(await startRecorder(recorderPort(document), backends[document]));
  proxies.push(
    ...(await Promise.all(
      DOCUMENTS.map((document) =>
        startPrism({ name: `${document}-proxy`, port: proxyPort(document), command: 'proxy', document: `openapi/${document}.yaml`, upstream: `http://127.0.0.1:${recorderPort(document)}`, errors: true, quiet: true }),
      ),
    )),
  );
  await acquireSession();
  const signedIn = givenCookie !== undefined;
  const destructive = values.mock || values.destructive;
  const plans = planOperations({ signedIn, destructive });
  console.log(
    `contract:verify: ${plans.length} operations through prism proxy --errors (ports ${proxyPort('app')}–${proxyPort('portal')}), ${givenCookie ? 'with the given cookies' : 'as an anonymous visitor'}${xsrf ? ' and the XSRF token the backend issued' : ''}.`,
  );
  const done = new Map<Plan, Result>();
  await runAll(plans.filter((p) => !p.last), 6, done);
  // The behaviour checks before the operations that end the session.
  const checks = values['shapes-only'] ? [] : await runBehaviourChecks({ backends, cookie, xsrf, plans, seed, runs: Number(values.runs), destructive, signedIn, grep: values.grep });
  await runAll(plans.filter((p) => p.last), 1, done);
  const results = plans.map((plan) => done.get(plan)!);
  const seconds = (Date.now() - started) / 1000;
  exitCode = report(results, checks, seconds);
  writeReports({
    junit: values.report,
    json: values.json,
    seed,
    seconds,
    operations: results.map((r) => ({
      name: `${r.plan.op.document}.${r.plan.op.operationId}`,
      status: r.skipped ? 'skip' : errors(r).length > 0 ? 'FAIL' : warnings(r).length > 0 ? 'WARN' : 'ok',
      detail: r.skipped ?? `${r.request!.method} ${r.request!.path} — ${r.real ? `sent ${r.real.status}` : 'not sent'}`,
      sources: r.request?.sources ?? [],
      messages: r.violations.map((v) => `${v.severity}: ${v.location.join('.')}: ${v.message}`),
    })),
    checks,
  });
} catch (error) {
  console.error(`contract:verify: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await mock?.stop();
  await Promise.all(proxies.map((p) => p.stop()));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
process.exit(exitCode);

/**
 * The mock gateway: listens on the app, assistant and portal ports and hands every request to Prism's
 * validating proxy (`prism proxy --errors`), which forwards it to the data server and checks request and
 * response against openapi/. Prism's proxy reads every body as UTF-8 text, which garbles binary files
 * (.xlsx, .pdf); so the data server also hands each binary body it sends to the gateway (keyed by a request
 * id header), and once Prism has passed the response, the gateway sends those original bytes.
 * Prism's own answers to a request the contract does not allow (a violation, a missing security scheme, an
 * unknown path or method) become the contract's `ErrorBody` (contractErrorOf), and a body that is not JSON
 * gets 400 `bad_request` here, before Prism; the violations stay in the header `sl-violations`, where the
 * web server and the transport name them. A response that breaks the contract (Prism's 500 with a
 * `validation` list) is printed loudly here and reaches the browser unchanged.
 * The same gateway stands in front of Prism's stateless mock (MOCK_MODE examples or dynamic).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { appOrigins } from '../config';
import { DOCUMENTS, operationSecurity, parameterNames, type DocumentName, type OperationSecurity } from './contract';
import { SESSION_COOKIE, sessionCookies, XSRF_HEADER } from './session';
import type { ErrorBody } from './types';
import { errorBody } from './errorBody';
import { parseCookies } from './visitors';

const REQUEST_ID_HEADER = 'x-ippc-mock-request';

export class BinaryStash {
  private readonly bodies = new Map<string, Buffer>();
  private next = 0;
  id(): string {
    this.next += 1;
    return String(this.next);
  }
  put = (id: string, body: Buffer): void => {
    this.bodies.set(id, body);
    // A body Prism rejected is never picked up: forget it after a minute.
    setTimeout(() => this.bodies.delete(id), 60_000).unref();
  };
  take(id: string): Buffer | undefined {
    const body = this.bodies.get(id);
    this.bodies.delete(id);
    return body;
  }
}

interface Violation {
  location?: string[];
  code?: string | number;
  message?: string;
}

function violationsOf(contentType: string, body: Buffer): Violation[] {
  if (!contentType.includes('problem+json')) return [];
  try {
    return (JSON.parse(body.toString('utf8')) as { validation?: Violation[] }).validation ?? [];
  } catch {
    return [];
  }
}

/** Prism's own problem (https://stoplight.io/prism/errors#TYPE). */
interface PrismProblem {
  type?: string;
  validation?: Violation[];
}

function prismProblem(contentType: string, body: Buffer): PrismProblem | undefined {
  if (!contentType.includes('problem+json')) return undefined;
  try {
    const problem = JSON.parse(body.toString('utf8')) as PrismProblem;
    return typeof problem.type === 'string' && problem.type.includes('stoplight.io/prism/errors#') ? problem : undefined;
  } catch {
    return undefined;
  }
}

function parseHeaderViolations(header: string | string[] | undefined): Violation[] {
  if (typeof header !== 'string' || header === '') return [];
  try {
    const list = JSON.parse(header) as unknown;
    // Prism's mock puts `request` in front of a request violation's location.
    return Array.isArray(list) ? (list as Violation[]).map((v) => (v.location?.[0] === 'request' ? { ...v, location: v.location.slice(1) } : v)) : [];
  } catch {
    return [];
  }
}

const isResponseViolation = (v: Violation) => v.location?.[0] === 'response';

/**
 * The field of a request violation as ErrorBody.violations[].field names it: the dotted path inside the body
 * (`filter.query`, `filter.bundeslandCodes.0`), a parameter by its name (`id`, `bundeslandCodes.0`), the body
 * as a whole `(body)`; a missing required property is named itself.
 */
export function violationField(violation: Violation, names: ReadonlyMap<string, string> = new Map()): string {
  const [where, first, ...rest] = violation.location ?? [];
  let parts: string[] = [];
  if (where === 'query' || where === 'header' || where === 'path') parts = first === undefined ? [] : [names.get(first.toLowerCase()) ?? first, ...rest];
  else if (where === 'body') parts = first === undefined ? [] : [first, ...rest];
  const missing = violation.code === 'required' ? /required property '([^']+)'/.exec(violation.message ?? '')?.[1] : undefined;
  if (missing) parts.push(missing);
  return parts.length > 0 ? parts.join('.') : '(body)';
}

/** A German text for a request violation, from the JSON Schema keyword and the figures of Prism's message. */
export function violationMessage(violation: Violation): string {
  const text = violation.message ?? '';
  const figure = /(-?\d+(?:\.\d+)?)(?!.*\d)/.exec(text)?.[1] ?? '';
  const quoted = /"([^"]*)"/.exec(text)?.[1] ?? '';
  switch (String(violation.code)) {
    case 'required':
      return 'Pflichtangabe fehlt';
    case 'type':
      return `Muss vom Typ ${/must be (\w+)/.exec(text)?.[1] ?? '?'} sein`;
    case 'enum':
      return `Erlaubt sind: ${text.split('allowed values:')[1]?.trim() ?? ''}`;
    case 'minimum':
      return `Mindestens ${figure}`;
    case 'maximum':
      return `Höchstens ${figure}`;
    case 'exclusiveMinimum':
      return `Größer als ${figure}`;
    case 'exclusiveMaximum':
      return `Kleiner als ${figure}`;
    case 'minLength':
      return `Mindestens ${figure} Zeichen`;
    case 'maxLength':
      return `Maximal ${figure} Zeichen`;
    case 'minItems':
      return `Mindestens ${figure} Einträge`;
    case 'maxItems':
      return `Höchstens ${figure} Einträge`;
    case 'uniqueItems':
      return 'Einträge dürfen sich nicht wiederholen';
    case 'pattern':
      return `Muss dem Muster ${quoted} entsprechen`;
    case 'format':
      return `Muss das Format ${quoted} haben`;
    case 'additionalProperties':
      return 'Unbekannte Eigenschaft';
    case '415':
      return `Erlaubte Medientypen: ${text.split(':')[1]?.trim() ?? ''}`;
    default:
      return text;
  }
}

const MALFORMED_JSON_MESSAGE = 'Der Inhalt der Anfrage ist kein gültiges JSON.';

/** Whether the request body is declared as JSON but does not parse. */
export function malformedJson(contentType: string | undefined, body: Buffer): boolean {
  if (body.length === 0 || !/^application\/([\w.-]+\+)?json\b/i.test((contentType ?? '').trim())) return false;
  try {
    JSON.parse(body.toString('utf8'));
    return false;
  } catch {
    return true;
  }
}

export interface PrismAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The header sl-violations (Prism's mock lists the request's violations there). */
  slViolations?: string | string[];
}

export interface RequestFacts {
  method: string;
  pathname: string;
  cookieHeader?: string;
  xsrfHeader?: string | string[];
  /** The security the operation needs (undefined: no operation matched). */
  security?: OperationSecurity;
  /** Parameter names by their lower-case spelling. */
  names?: ReadonlyMap<string, string>;
}

/**
 * Prism's own answer to a request the contract does not allow, in the contract's terms, or undefined when the
 * answer is the server's (or Prism's report of a response that breaks the contract):
 * - the request breaks the schemas (Prism's 422, or its mock's documented 400 with `sl-violations`):
 *   400 `validation_failed` with a violation per field, or 400 `bad_request` for a body in a media type the
 *   operation does not accept;
 * - a security scheme is missing (Prism's 401): 401 `unauthorized` where the operation needs the session and
 *   the request carries none, else 403 `csrf_rejected` (the token header is missing);
 * - an unknown method on a known path (405): 405 `method_not_allowed`; an unknown path (404): 404 `not_found`.
 */
export function contractErrorOf(answer: PrismAnswer, request: RequestFacts): { status: number; body: ErrorBody; violations: Violation[] } | undefined {
  const problem = prismProblem(answer.contentType, answer.body);
  const type = problem?.type?.split('#')[1];
  const { pathname } = request;
  // Prism's mock answers with the operation's documented 400 or 401 and lists the request's violations in a header.
  const listed = problem ? [] : parseHeaderViolations(answer.slViolations).filter((v) => !isResponseViolation(v));
  const securityMissing = type === 'UNAUTHORIZED' || (answer.status === 401 && listed.some((v) => String(v.code) === '401'));
  let violations: Violation[] = [];
  if (type === 'UNPROCESSABLE_ENTITY') violations = problem?.validation ?? [];
  else if (answer.status === 400 || answer.status === 422) violations = listed.filter((v) => String(v.code) !== '401');
  if (violations.length > 0) {
    if (violations.some((v) => String(v.code) === '415')) {
      const accepted = violations.find((v) => String(v.code) === '415');
      return { status: 400, body: errorBody(400, 'bad_request', 'Der Inhalt der Anfrage hat einen Medientyp, den die Operation nicht annimmt.', pathname, { violations: [{ field: '(body)', message: violationMessage(accepted ?? {}) }] }), violations };
    }
    const fields = violations.map((v) => ({ field: violationField(v, request.names), message: violationMessage(v) }));
    return { status: 400, body: errorBody(400, 'validation_failed', 'Die Anfrage enthält ungültige Werte.', pathname, { violations: fields }), violations };
  }
  if (securityMissing) {
    const hasSession = Boolean(parseCookies(request.cookieHeader)[SESSION_COOKIE]);
    const hasToken = request.xsrfHeader !== undefined && request.xsrfHeader !== '';
    const sessionMissing = (request.security?.session ?? false) && !hasSession;
    if (sessionMissing || (hasToken && !hasSession)) return { status: 401, body: errorBody(401, 'unauthorized', 'Sie sind nicht angemeldet.', pathname), violations };
    return { status: 403, body: errorBody(403, 'csrf_rejected', 'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.', pathname), violations };
  }
  if (type === 'NO_METHOD_MATCHED_ERROR') return { status: 405, body: errorBody(405, 'method_not_allowed', `Die Methode ${request.method} ist für diesen Pfad nicht vorgesehen.`, pathname), violations };
  if (type === 'NO_PATH_MATCHED_ERROR') return { status: 404, body: errorBody(404, 'not_found', `Kein Endpunkt für ${request.method} ${pathname}.`, pathname), violations };
  return undefined;
}

const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * CORS only for the app's own origins (mock/config.ts appOrigins), with credentials; any other origin gets no
 * Access-Control-* header at all, whatever the upstream sent.
 */
function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}

/**
 * Prism's proxy joins several Set-Cookie headers into one line, of which a browser keeps only the first
 * cookie: split it again before each `name=` (a comma inside an Expires date is followed by a space and a
 * day number, never by a name and '=').
 */
function splitSetCookie(line: string): string[] {
  return line.split(/,(?=\s*[^;,=\s]+=)/).map((cookie) => cookie.trim());
}

export function startGateway(options: {
  name: string;
  port: number;
  proxyPort: number;
  stash: BinaryStash;
  report?: (line: string) => void;
  /** The origins answered cross-origin (default: the app's own, appOrigins()). */
  allowedOrigins?: readonly string[];
  /** The document Prism serves (default: the name, when it is one of app, assistant, portal). */
  document?: DocumentName;
}): Promise<Server> {
  const allowedOrigins = options.allowedOrigins ?? appOrigins();
  const report = options.report ?? ((line: string) => console.error(line));
  const document = options.document ?? (DOCUMENTS as readonly string[]).find((name) => name === options.name) as DocumentName | undefined;
  const names = document ? parameterNames(document) : new Map<string, string>();

  const answer = (req: IncomingMessage, res: ServerResponse, status: number, upstreamHeaders: IncomingMessage['headers'], body: Buffer) => {
    const headers: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(upstreamHeaders)) {
      const name = key.toLowerCase();
      if (value !== undefined && !HOP_HEADERS.has(name) && !name.startsWith('access-control-')) headers[key] = name === 'set-cookie' ? [value].flat().flatMap(splitSetCookie) : value;
    }
    // The session cookies with the first response, also where Prism answered itself.
    const issued = [headers['set-cookie'] ?? []].flat();
    const missing = sessionCookies(req.headers.cookie, issued);
    if (missing.length > 0) headers['set-cookie'] = [...issued, ...missing];
    // Every answer of the API is no-store (the documents' introductions), Prism's stateless mock's too.
    if (!Object.keys(headers).some((key) => key.toLowerCase() === 'cache-control')) headers['cache-control'] = 'no-store';
    Object.assign(headers, corsHeaders(req.headers.origin, allowedOrigins));
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(body);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const requestChunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => requestChunks.push(chunk));
    req.on('end', () => {
      const requestBody = Buffer.concat(requestChunks);
      const pathname = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
      const method = (req.method ?? 'GET').toUpperCase();
      if (malformedJson(req.headers['content-type'], requestBody)) {
        const body = errorBody(400, 'bad_request', MALFORMED_JSON_MESSAGE, pathname);
        return answer(req, res, 400, { 'content-type': 'application/json', 'cache-control': 'no-store' }, Buffer.from(JSON.stringify(body)));
      }
      const id = options.stash.id();
      const upstream = httpRequest(
        // A fresh connection per request: Prism closes idle keep-alive sockets after 5 s, and a request sent on
        // one at that moment fails (ECONNRESET, then 502) at random.
        { host: '127.0.0.1', port: options.proxyPort, method: req.method, path: req.url, headers: { ...req.headers, [REQUEST_ID_HEADER]: id }, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            let body: Buffer = Buffer.concat(chunks);
            let status = response.statusCode ?? 502;
            let headers = response.headers;
            const contentType = String(response.headers['content-type'] ?? '');
            const original = options.stash.take(id);
            const translated = contractErrorOf(
              { status, contentType, body, slViolations: response.headers['sl-violations'] },
              { method, pathname, cookieHeader: req.headers.cookie, xsrfHeader: req.headers[XSRF_HEADER], security: document ? operationSecurity(document, method, pathname) : undefined, names },
            );
            const violations = translated ? [] : violationsOf(contentType, body);
            if (translated) {
              body = Buffer.from(JSON.stringify(translated.body));
              status = translated.status;
              headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
              // The violations as Prism found them, for the web server's and the browser's contract reports.
              if (translated.violations.length > 0) headers['sl-violations'] = JSON.stringify(translated.violations);
            } else if (violations.length > 0) {
              for (const v of violations) {
                report(`[mock:${options.name}] Contract violation (OpenAPI) in ${req.method ?? 'GET'} ${req.url ?? ''} → ${response.statusCode ?? 0}: ${(v.location ?? []).join('.')} ${v.message ?? ''}`);
              }
            } else if (original) {
              body = original;
            }
            answer(req, res, status, headers, body);
          });
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 502, error: 'bad_gateway', message: `Prism (${options.name}) nicht erreichbar: ${error.message}` }));
      });
      upstream.end(requestBody);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The mock gateway: listens on the app, assistant and portal ports and hands every request to Prism's
 * validating proxy (`prism proxy --errors`), which forwards it to the data server and checks request and
 * response against openapi/. Prism's proxy reads every body as UTF-8 text, which garbles binary files
 * (.xlsx, .pdf); so the data server also hands each binary body it sends to the gateway (keyed by a request
 * id header), and once Prism has passed the response, the gateway sends those original bytes.
 * A violation reported by Prism (HTTP 422 or 500 with a `validation` list) is printed loudly here and reaches
 * the browser unchanged, where the transport names it in the console.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { appOrigins } from '../config';

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
}): Promise<Server> {
  const allowedOrigins = options.allowedOrigins ?? appOrigins();
  const report = options.report ?? ((line: string) => console.error(line));
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
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
          const contentType = String(response.headers['content-type'] ?? '');
          const violations = violationsOf(contentType, body);
          const original = options.stash.take(id);
          if (violations.length > 0) {
            for (const v of violations) {
              report(`[mock:${options.name}] Contract violation (OpenAPI) in ${req.method ?? 'GET'} ${req.url ?? ''} → ${response.statusCode ?? 0}: ${(v.location ?? []).join('.')} ${v.message ?? ''}`);
            }
          } else if (original) {
            body = original;
          }
          const headers: Record<string, string | string[]> = {};
          for (const [key, value] of Object.entries(response.headers)) {
            const name = key.toLowerCase();
            if (value !== undefined && !HOP_HEADERS.has(name) && !name.startsWith('access-control-')) headers[key] = name === 'set-cookie' ? [value].flat().flatMap(splitSetCookie) : value;
          }
          Object.assign(headers, corsHeaders(req.headers.origin, allowedOrigins));
          headers['content-length'] = String(body.length);
          res.writeHead(response.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 502, error: 'bad_gateway', message: `Prism (${options.name}) nicht erreichbar: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

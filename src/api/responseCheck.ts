/**
 * The check of one response against the zod schema orval generated for its operation (DESIGN.md 'Runtime
 * validation'): the operation found by method and path template in generated/<document>/operations.ts, its
 * schema imported with its tag's chunk. Plain data in, plain data out, so that it runs the same in the
 * validation worker (src/api/validation.worker.ts) and, where no worker can start, on the page itself
 * (src/api/responseValidation.ts). No runtime import of zod here: the schemas bring it.
 */
import { operations as appOperations, type OperationSchema } from '../../generated/app/operations';
import { operations as assistantOperations } from '../../generated/assistant/operations';
import { operations as portalOperations } from '../../generated/portal/operations';
import type { ZodType } from 'zod';

export type Service = 'app' | 'portal';

interface CompiledOperation extends OperationSchema {
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(list: readonly OperationSchema[]): CompiledOperation[] {
  return list.map((operation) => ({
    ...operation,
    pattern: new RegExp(`^${operation.path.split(/(\{[^}]+\})/).map((part) => (part.startsWith('{') ? '[^/]+' : escape(part))).join('')}$`),
  }));
}

const byService: Record<Service, CompiledOperation[]> = {
  app: compile([...appOperations, ...assistantOperations]),
  portal: compile(portalOperations),
};

/** The operation a request belongs to: method and the URL matched against the path templates. */
export function findOperation(service: Service, method: string, url: string): OperationSchema | undefined {
  const path = url.split('?')[0] ?? url;
  const upper = method.toUpperCase();
  const candidates = byService[service].filter((operation) => operation.method === upper && operation.pattern.test(path));
  // A literal path wins over a template ('/api/ippcInstallations/gis' over '/api/ippcInstallations/{id}').
  return candidates.sort((a, b) => (a.path.includes('{') ? 1 : 0) - (b.path.includes('{') ? 1 : 0))[0];
}

/** What a check says: the parsed data, the first violation, or that the operation has no JSON schema. */
export type CheckResult =
  | { kind: 'valid'; data: unknown }
  | { kind: 'invalid'; operationId: string; field: string; detail: string }
  | { kind: 'unchecked' };

/** The schema of a request's response; undefined for an unknown operation or one without JSON (HTML, files). */
export async function loadSchema(service: Service, method: string, url: string): Promise<{ operation: OperationSchema; schema: ZodType } | undefined> {
  const operation = findOperation(service, method, url);
  if (!operation?.loadResponse) return undefined;
  return { operation, schema: await operation.loadResponse() };
}

/** Parses `data` with the operation's response schema; a violation names the first failing field. */
export async function checkResponse(service: Service, method: string, url: string, data: unknown): Promise<CheckResult> {
  const found = await loadSchema(service, method, url);
  if (!found) return { kind: 'unchecked' };
  const result = found.schema.safeParse(data);
  if (result.success) return { kind: 'valid', data: result.data };
  const issue = result.error.issues[0];
  return {
    kind: 'invalid',
    operationId: found.operation.operationId,
    field: issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    detail: issue?.message ?? 'invalid',
  };
}

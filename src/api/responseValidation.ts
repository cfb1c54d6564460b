/**
 * Runtime validation (DESIGN.md): every response of a generated hook is parsed with the zod schema orval
 * generated for its operation (generated/<document>/operations.ts, written by scripts/gen.ts). Loaded
 * lazily by the mutator so that zod and the schemas stay out of the initial JavaScript; each operation's
 * schema is imported with its tag's chunk when the first request of that tag starts (`validatorFor`), so a
 * page builds only the schemas it reads.
 */
import { operations as appOperations, type OperationSchema } from '../../generated/app/operations';
import { operations as assistantOperations } from '../../generated/assistant/operations';
import { operations as portalOperations } from '../../generated/portal/operations';
import type { ZodType } from 'zod';
import { ContractError } from './errors';

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

export type Validator = (data: unknown) => unknown;

/**
 * The validator of a request's response, resolved while the request is under way (the mutator calls it
 * before sending). Undefined for an unknown operation or one without a JSON schema (HTML, files). A schema
 * chunk that cannot be loaded (offline) rejects; the caller lets the response pass unchecked then.
 */
export async function validatorFor(service: Service, method: string, url: string): Promise<Validator | undefined> {
  const operation = findOperation(service, method, url);
  if (!operation?.loadResponse) return undefined;
  const schema = await operation.loadResponse();
  return (data) => parseResponse(operation, schema, method, url, data);
}

/** Parses `data` with the operation's response schema; throws a ContractError naming the first failing field. */
function parseResponse(operation: OperationSchema, schema: ZodType, method: string, url: string, data: unknown): unknown {
  if (data instanceof Blob) return data;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
  throw new ContractError({
    status: 200,
    body: data,
    method: method.toUpperCase(),
    path: url,
    field,
    detail: issue?.message ?? 'invalid',
    operationId: operation.operationId,
  });
}

/** `validatorFor` and the parse in one step (tests, tools). */
export async function validateResponse(service: Service, method: string, url: string, data: unknown): Promise<unknown> {
  const validate = await validatorFor(service, method, url);
  return validate ? validate(data) : data;
}

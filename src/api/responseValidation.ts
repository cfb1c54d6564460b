/**
 * Runtime validation (DESIGN.md): every response of a generated hook is parsed with the zod schema orval
 * generated for its operation (generated/<document>/operations.ts, written by scripts/gen.ts). Loaded
 * lazily by the mutator so that zod and the schemas stay out of the initial JavaScript.
 */
import { operations as appOperations, type OperationSchema } from '../../generated/app/operations';
import { operations as assistantOperations } from '../../generated/assistant/operations';
import { operations as portalOperations } from '../../generated/portal/operations';
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

/** Parses `data` with the operation's response schema; throws a ContractError naming the first failing field. */
export function validateResponse(service: Service, method: string, url: string, data: unknown): unknown {
  const operation = findOperation(service, method, url);
  if (!operation?.response || data instanceof Blob) return data;
  const result = operation.response.safeParse(data);
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

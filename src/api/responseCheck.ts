/**
 * The check of one response against the zod schema orval generated for its operation: the operation found by method and path template in generated/<document>/operations.ts, its
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

/** A response value that an enum of the contract does not (yet) list: tolerated, reported to be logged. */
export interface UnknownEnumValue {
  operationId: string;
  /** The field's path as in a ContractError: 'items.3.status'. */
  field: string;
  value: string;
}

/**
 * What a check says: the parsed data (with the enum values it did not know, kept as sent), the first
 * violation, or that the operation has no JSON schema. Plain data, so it crosses the worker boundary.
 */
export type CheckResult =
  | { kind: 'valid'; data: unknown; unknownValues?: UnknownEnumValue[] }
  | { kind: 'invalid'; operationId: string; field: string; detail: string }
  | { kind: 'unchecked' };

/** The schema of a request's response; undefined for an unknown operation or one without JSON (HTML, files). */
export async function loadSchema(service: Service, method: string, url: string): Promise<{ operation: OperationSchema; schema: ZodType } | undefined> {
  const operation = findOperation(service, method, url);
  if (!operation?.loadResponse) return undefined;
  return { operation, schema: await operation.loadResponse() };
}

type Path = readonly PropertyKey[];

/** The parts of zod's schema definitions the walk below reads (zod 4 `_zod.def`). */
interface SchemaDef {
  type: string;
  entries?: Record<string, string | number>;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  valueType?: Schema;
  innerType?: Schema;
  in?: Schema;
  getter?: () => Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
}
interface Schema {
  _zod: { def: SchemaDef };
}

/**
 * The enum values the schema allows at `path`, or undefined when the schema there is not an enum. A union
 * or intersection counts only when every branch that has the path has an enum there.
 */
function enumValuesAt(schema: Schema, path: Path): (string | number)[] | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType && enumValuesAt(def.innerType, path);
    case 'pipe':
      return def.in && enumValuesAt(def.in, path);
    case 'lazy':
      return def.getter && enumValuesAt(def.getter(), path);
    case 'union':
    case 'intersection': {
      const branches = def.type === 'union' ? (def.options ?? []) : [def.left, def.right].filter((branch) => branch !== undefined);
      const found = branches.map((branch) => enumValuesAt(branch, path));
      return found.length > 0 && found.every((values) => values !== undefined) ? found.flat() as (string | number)[] : undefined;
    }
    default:
      break;
  }
  if (path.length === 0) return def.type === 'enum' && def.entries ? Object.values(def.entries) : undefined;
  const [key, ...rest] = path;
  let child: Schema | undefined;
  if (def.type === 'object' && typeof key === 'string') child = def.shape?.[key];
  else if (def.type === 'array' && typeof key === 'number') child = def.element;
  else if (def.type === 'tuple' && typeof key === 'number') child = def.items?.[key] ?? def.rest ?? undefined;
  else if (def.type === 'record') child = def.valueType;
  return child && enumValuesAt(child, rest);
}

function valueAt(data: unknown, path: Path): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A copy of `data` with `value` at `path`; only the objects and arrays along the path are copied. */
function withValueAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [PropertyKey, ...PropertyKey[]];
  const container = data as Record<PropertyKey, unknown>;
  const copy = (Array.isArray(data) ? [...data] : { ...container }) as Record<PropertyKey, unknown>;
  copy[key] = withValueAt(container[key], rest, value);
  return copy;
}

const fieldOf = (path: Path) => (path.length > 0 ? path.map(String).join('.') : '(body)');

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
}

interface UnknownValue {
  path: Path;
  value: string;
  /** A value the enum lists, standing in for the unknown one in the second parse. */
  standIn: string | number;
}

/** The issue as an enum's unknown string value, or undefined when it is any other violation. */
function asUnknownValue(schema: Schema, data: unknown, issue: Issue): UnknownValue | undefined {
  if (issue.code !== 'invalid_value') return undefined;
  const value = valueAt(data, issue.path);
  const standIn = enumValuesAt(schema, issue.path)?.[0];
  return typeof value === 'string' && standIn !== undefined ? { path: issue.path, value, standIn } : undefined;
}

function invalid(operationId: string, issue: Issue | undefined): CheckResult {
  return { kind: 'invalid', operationId, field: issue ? fieldOf(issue.path) : '(body)', detail: issue?.message ?? 'invalid' };
}

/**
 * Parses `data` with the operation's response schema; a violation names the first failing field.
 *
 * Response enums may gain values: a parse that fails only on enum fields holding a string the enum does
 * not list passes. Those fields get a known value of their enum as a stand-in and the data is parsed again,
 * so every other field comes out exactly as a successful parse makes it (unknown properties stripped, any
 * default or transform applied); then the values as sent go back in place of the stand-ins and are
 * reported. Any other issue, also in the second parse, fails the response as before.
 */
export async function checkResponse(service: Service, method: string, url: string, data: unknown): Promise<CheckResult> {
  const found = await loadSchema(service, method, url);
  if (!found) return { kind: 'unchecked' };
  const { operationId } = found.operation;
  const result = found.schema.safeParse(data);
  if (result.success) return { kind: 'valid', data: result.data };
  const schema = found.schema as unknown as Schema;
  const unknown: UnknownValue[] = [];
  for (const issue of result.error.issues) {
    const entry = asUnknownValue(schema, data, issue);
    if (!entry) return invalid(operationId, issue);
    unknown.push(entry);
  }
  const substituted = unknown.reduce((current, entry) => withValueAt(current, entry.path, entry.standIn), data);
  const again = found.schema.safeParse(substituted);
  if (!again.success) return invalid(operationId, again.error.issues[0]);
  return {
    kind: 'valid',
    data: unknown.reduce((current, entry) => withValueAt(current, entry.path, entry.value), again.data),
    unknownValues: unknown.map((entry) => ({ operationId, field: fieldOf(entry.path), value: entry.value })),
  };
}

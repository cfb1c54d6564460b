/**
 * Classifies the differences between two versions of an OpenAPI document as breaking or not.
 *
 * api-smart-diff finds the differences (with every local $ref resolved, so a change to a shared schema is
 * reported at each operation that uses it) and classifies them from the client's side. Both sides matter
 * for a contract that the backend implements and the app consumes, so a few rules of our own are applied
 * on top. A change is BREAKING when
 * - an existing client can fail: a request it sends may be refused (operation removed or renamed, new
 *   required parameter or field, request enum value removed, request constraint tightened) or a response
 *   may carry what it does not accept (field removed, field no longer required), or
 * - an existing server stops conforming: a response it sends today becomes invalid (a field made
 *   required, a response enum value removed, a constraint added to a response field).
 * A changed type breaks both. Additions (operations, optional parameters and fields, enum values) break
 * neither: old requests and responses stay valid, and clients show a response enum value they do not know
 * as a neutral label.
 */
import { apiCompare, type Diff } from 'api-smart-diff';

type Side = 'clients' | 'servers';
type Kind = 'breaking' | 'non-breaking' | 'annotation';

export interface Change {
  kind: Kind;
  /** Who the change breaks (empty unless breaking). */
  breaks: Side[];
  /** Where: `GET /items/{id} (getItem) response 200: name`. */
  location: string;
  /** The API path (`/items/{id}`) when the change is inside `paths`. */
  apiPath?: string;
  method?: string;
  operationId?: string;
  description: string;
  /** The parameter or field it is about, if any: `street` for `site.street`. */
  subject?: string;
  /** `api-smart-diff` or the name of our rule that decided the kind. */
  rule: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Keywords that constrain a value: adding or tightening one in a response narrows what a server may send. */
const CONSTRAINTS = new Set([
  'required',
  'enum',
  'const',
  'type',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'additionalProperties',
  'nullable',
]);

type Segment = string | number;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a JSON pointer through a document, resolving local `$ref`s on the way. */
function resolve(doc: unknown, segments: readonly Segment[]): unknown {
  let node: unknown = deref(doc, doc);
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[String(segment)];
    else return undefined;
    node = deref(doc, node);
  }
  return node;
}

function deref(doc: unknown, node: unknown, depth = 0): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/') || depth > 20) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (isObject(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined), doc);
  return deref(doc, target, depth + 1);
}

interface Where {
  apiPath?: string;
  method?: string;
  operationId?: string;
  area?: 'request' | 'response';
  /** Segments inside the schema of a body, parameter or header. */
  schemaPath?: Segment[];
  label: string;
  /** The parameter or field the change is about (`street` for `site.street`). */
  subject?: string;
}

function locate(diff: Diff, before: unknown, after: unknown): Where {
  const path = diff.path;
  if (path[0] !== 'paths' || path.length < 2) return { label: path.join('/') || '(document)' };
  const apiPath = String(path[1]);
  const second = path[2] === undefined ? undefined : String(path[2]);
  const method = second && METHODS.has(second) ? second : undefined;
  const opSegments = method ? path.slice(0, 3) : path.slice(0, 2);
  const rest = path.slice(opSegments.length);
  const operation = (resolve(after, opSegments) ?? resolve(before, opSegments)) as Json | undefined;
  const operationId = method && isObject(operation) && typeof operation.operationId === 'string' ? operation.operationId : undefined;
  let label = `${method ? method.toUpperCase() : 'ALL'} ${apiPath}${operationId ? ` (${operationId})` : ''}`;
  const where: Where = { apiPath, method, operationId, label };

  if (rest[0] === 'parameters' && rest[1] !== undefined) {
    const parameter = (resolve(after, [...opSegments, 'parameters', rest[1]]) ?? resolve(before, [...opSegments, 'parameters', rest[1]])) as Json | undefined;
    const name = isObject(parameter) ? `${String(parameter.in)} parameter ${String(parameter.name)}` : `parameter ${rest[1]}`;
    label += ` ${name}`;
    if (isObject(parameter) && typeof parameter.name === 'string') where.subject = parameter.name;
    where.area = 'request';
    if (rest[2] === 'schema') where.schemaPath = rest.slice(3);
  } else if (rest[0] === 'requestBody') {
    label += ' request body';
    where.area = 'request';
    if (rest[1] === 'content' && rest[3] === 'schema') where.schemaPath = rest.slice(4);
  } else if (rest[0] === 'responses' && rest[1] !== undefined) {
    label += ` response ${rest[1]}`;
    where.area = 'response';
    if (rest[2] === 'content' && rest[4] === 'schema') where.schemaPath = rest.slice(5);
    if (rest[2] === 'headers' && rest[3] !== undefined) {
      label += ` header ${rest[3]}`;
      if (rest[4] === 'schema') where.schemaPath = rest.slice(5);
    }
  } else if (rest.length > 0) {
    label += ` ${rest.join('/')}`;
  }
  if (where.schemaPath && where.schemaPath.length > 0) {
    const required = keyword(where.schemaPath) === 'required' ? (diff.after ?? diff.before) : undefined;
    const field = lastField(where.schemaPath);
    if (field !== undefined) where.subject = field;
    if (typeof required === 'string') {
      where.subject = required;
      // `required/1` names the field in its value: `site.name required`.
      const parent = fieldName(where.schemaPath.slice(0, where.schemaPath.lastIndexOf('required')));
      label += `: ${parent === '(body)' ? '' : `${parent}.`}${required} required`;
    } else {
      label += `: ${fieldName(where.schemaPath)}`;
    }
  }
  where.label = label;
  return where;
}

/** `properties/site/properties/name` → `site.name`; `items` → `[]`; `enum/2` → `enum`. */
function fieldName(schemaPath: readonly Segment[]): string {
  const parts: string[] = [];
  for (let i = 0; i < schemaPath.length; i++) {
    const segment = String(schemaPath[i]);
    if (segment === 'properties' && schemaPath[i + 1] !== undefined) {
      parts.push(`${parts.length > 0 ? '.' : ''}${String(schemaPath[++i])}`);
    } else if (segment === 'items') {
      parts.push('[]');
    } else if (['allOf', 'oneOf', 'anyOf', 'prefixItems'].includes(segment)) {
      i++;
    } else if (segment === 'additionalProperties') {
      parts.push('{*}');
    } else {
      parts.push(`${parts.length > 0 ? ' ' : ''}${segment}`);
      if (typeof schemaPath[i + 1] === 'number') i++;
    }
  }
  return parts.join('') || '(body)';
}

/** The name of the innermost field in a schema path: `street` in `properties/site/properties/street/minLength`. */
function lastField(schemaPath: readonly Segment[]): string | undefined {
  let field: string | undefined;
  for (let i = 0; i < schemaPath.length - 1; i++) {
    if (schemaPath[i] === 'properties') field = String(schemaPath[++i]);
  }
  return field;
}

/** The keyword a schema diff is about: `minLength` for `.../minLength`, `required` for `.../required/1`. */
function keyword(schemaPath: readonly Segment[]): string | undefined {
  const last = schemaPath[schemaPath.length - 1];
  if (typeof last === 'number' || /^\d+$/.test(String(last))) return schemaPath.length > 1 ? String(schemaPath[schemaPath.length - 2]) : undefined;
  return last === undefined ? undefined : String(last);
}

/** Whether the diff's own key is a property name inside `properties` (a field added or removed). */
function isProperty(schemaPath: readonly Segment[]): boolean {
  // In `properties/properties/properties/name` the keyword and the field names alternate: count them.
  let count = 0;
  for (let i = schemaPath.length - 2; i >= 0 && schemaPath[i] === 'properties'; i--) count++;
  return count % 2 === 1;
}

/** Whether the diff is inside an `example` or `examples` keyword (not a field of that name). */
function inExamples(path: readonly Segment[]): boolean {
  return path.some((segment, i) => (segment === 'examples' || segment === 'example') && path[i - 1] !== 'properties');
}

function classify(diff: Diff, where: Where): Pick<Change, 'kind' | 'breaks' | 'rule'> {
  const schemaPath = where.schemaPath;
  if (inExamples(diff.path)) {
    // Examples document the contract; neither side is bound by them.
    return { kind: 'annotation', breaks: [], rule: 'examples-are-docs' };
  }
  if (diff.action === 'add' && diff.path.some((segment, i) => segment === 'links' && diff.path[i - 2] === 'responses')) {
    // A new link names an operation that continues from an answer; both operations are unchanged.
    return { kind: 'non-breaking', breaks: [], rule: 'link-added' };
  }
  if (schemaPath && where.area === 'response' && diff.action === 'add' && keyword(schemaPath) === 'enum') {
    // The contract's rule for enumerations: a client shows a response value it does not know as a neutral
    // label and logs it, so a new value breaks no client, and old servers simply never send it.
    return { kind: 'non-breaking', breaks: [], rule: 'response-enum-open' };
  }
  if (schemaPath && where.area === 'response' && diff.action === 'remove' && isProperty(schemaPath)) {
    // A client reads the field; a schema that no longer names it lets the server drop it.
    return { kind: 'breaking', breaks: ['clients'], rule: 'response-field-removed' };
  }
  if (schemaPath && diff.action === 'replace' && keyword(schemaPath) === 'type' && typeof diff.before === 'string' && typeof diff.after === 'string') {
    // Old clients send or expect the old type, old servers send or expect it too.
    return { kind: 'breaking', breaks: ['clients', 'servers'], rule: 'type-changed' };
  }
  if (schemaPath && where.area === 'response' && diff.type === 'non-breaking' && CONSTRAINTS.has(keyword(schemaPath) ?? '')) {
    // The library finds this harmless for clients: the response got narrower. A server that sent
    // what was allowed before (an empty string, an omitted field, a removed enum value) no longer conforms.
    return { kind: 'breaking', breaks: ['servers'], rule: 'response-narrowed' };
  }
  switch (diff.type) {
    case 'breaking':
      return { kind: 'breaking', breaks: ['clients'], rule: 'api-smart-diff' };
    case 'unclassified':
      return { kind: 'breaking', breaks: ['clients', 'servers'], rule: 'unclassified-is-breaking' };
    case 'annotation':
      return { kind: 'annotation', breaks: [], rule: 'api-smart-diff' };
    default:
      return { kind: 'non-breaking', breaks: [], rule: 'api-smart-diff' };
  }
}

/** Parts of a document that are not contract: its own version, and the components (reported where used). */
function ignored(path: readonly Segment[]): boolean {
  if (path[0] === 'info' && path[1] === 'version') return true;
  if (path[0] === 'components' && path[1] !== 'securitySchemes') return true;
  return false;
}

/** Every `$ref` to another file outside examples: the diff sees only the reference, not what it points to. */
export function externalRefs(doc: unknown, at: Segment[] = []): string[] {
  if (Array.isArray(doc)) return doc.flatMap((item, i) => externalRefs(item, [...at, i]));
  if (!isObject(doc)) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.push(`${at.join('/')}: ${value}`);
    else if (key !== 'examples' && key !== 'example') found.push(...externalRefs(value, [...at, key]));
  }
  return found;
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? '–' : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The library's sentence for operations and parameters; for schema keywords a plain one of our own. */
function describe(diff: Diff, where: Where): string {
  const key = where.schemaPath ? keyword(where.schemaPath) : undefined;
  if (inExamples(diff.path)) {
    const at = diff.path.findIndex((segment) => segment === 'examples' || segment === 'example');
    const name = diff.path[at] === 'examples' && diff.path[at + 1] !== undefined ? ` ${String(diff.path[at + 1])}` : '';
    return `example${name} ${diff.action === 'add' ? 'added' : diff.action === 'remove' ? 'removed' : 'changed'}`;
  }
  if (where.schemaPath && key && !isProperty(where.schemaPath)) {
    if (diff.action === 'add') return `${key} added: ${show(diff.after)}`;
    if (diff.action === 'remove') return `${key} removed: ${show(diff.before)}`;
    return `${key} changed: ${show(diff.before)} → ${show(diff.after)}`;
  }
  return (diff.description ?? `${diff.action} ${diff.path.join('/')}`).replace(/\s+/g, ' ').trim();
}

export function compareDocuments(before: unknown, after: unknown): Change[] {
  const { diffs } = apiCompare(before, after);
  const changes: Change[] = [];
  for (const diff of diffs) {
    if (ignored(diff.path)) continue;
    const where = locate(diff, before, after);
    const verdict = classify(diff, where);
    changes.push({
      ...verdict,
      location: where.label,
      ...(where.apiPath !== undefined && { apiPath: where.apiPath }),
      ...(where.method !== undefined && { method: where.method }),
      ...(where.operationId !== undefined && { operationId: where.operationId }),
      ...(where.subject !== undefined && { subject: where.subject }),
      description: describe(diff, where),
    });
  }
  const order: Record<Kind, number> = { breaking: 0, 'non-breaking': 1, annotation: 2 };
  return changes.sort((a, b) => order[a.kind] - order[b.kind] || a.location.localeCompare(b.location));
}

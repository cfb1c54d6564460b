/**
 * Turns the contract (openapi/app.yaml, assistant.yaml, portal.yaml) into one request per operation for
 * `npm run contract:verify`.
 *
 * Values come from the contract: a parameter's or request body's first named example, else the schema's
 * default, const or first enum value, else a minimal body of the required properties. Ids that must exist on
 * the backend (an installation, a task, a document…) come from the operation's own preceding call, sent
 * straight to the backend (not through the proxy, never shared with another operation), and fall back to the
 * id in a named example when that call fails; so one broken answer never hides another operation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const openapiDir = path.join(root, 'openapi');

export const DOCUMENTS = ['app', 'assistant', 'portal'] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

type Json = unknown;
type Schema = Record<string, Json>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: Json;
  examples?: Record<string, { value?: Json }>;
}

export interface Operation {
  document: DocumentName;
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; example?: Json };
  /** Documented status codes, e.g. ['200', '401', '500']. */
  documented: string[];
  /** Media types of documented 2xx responses that are binary files (format: binary). */
  binary: string[];
  /** The alternatives of the operation's `security`, each the names of its schemes, e.g. [[], ['session']]. */
  security: string[][];
  /** The OpenAPI links of its 2xx responses, by name: the operations that continue from its answer. */
  links: Record<string, Link>;
}

export interface Link {
  operationId: string;
  /** Parameter name → runtime expression, e.g. { id: '$response.body#/id' }. */
  parameters?: Record<string, string>;
  /** A request body whose values may be runtime expressions. */
  requestBody?: Json;
  description?: string;
}

/** An outgoing request, path and query filled in. */
export interface PlannedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Where the ids came from, e.g. "id from searchInstallations" or "id from example installation-details-zementwerk". */
  sources: string[];
}

/** A call straight to the backend (not through the proxy); resolves to the parsed JSON body, or undefined. */
export type DirectCall = (document: DocumentName, method: string, path: string, body?: Json) => Promise<Json>;

// --- reading the contract ---------------------------------------------------------------------------------

/** Reads a document with every $ref resolved (inside the document and to example files). */
function readDocument(name: DocumentName): Record<string, Json> {
  const file = path.join(openapiDir, `${name}.yaml`);
  const doc = parse(readFileSync(file, 'utf8')) as Record<string, Json>;
  const resolve = (node: Json, depth: number): Json => {
    if (depth > 40 || node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item) => resolve(item, depth + 1));
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      if (ref.startsWith('#/')) {
        const target = ref.slice(2).split('/').reduce<Json>((at, key) => (at as Record<string, Json>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
        return resolve(target, depth + 1);
      }
      return resolve(JSON.parse(readFileSync(path.resolve(openapiDir, ref), 'utf8')) as Json, depth + 1);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, depth + 1)]));
  };
  return resolve(doc, 0) as Record<string, Json>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function loadOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const document of DOCUMENTS) {
    const paths = readDocument(document).paths as Record<string, Record<string, Json>>;
    for (const [pathTemplate, item] of Object.entries(paths)) {
      const shared = (item.parameters ?? []) as Parameter[];
      for (const method of METHODS) {
        const op = item[method] as Record<string, Json> | undefined;
        if (!op) continue;
        const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, { schema?: Schema }> }>;
        const binary = Object.entries(responses)
          .filter(([status]) => status.startsWith('2'))
          .flatMap(([, response]) => Object.entries(response.content ?? {}))
          .filter(([, media]) => media.schema?.format === 'binary')
          .map(([type]) => type);
        const content = (op.requestBody as { content?: Record<string, { schema: Schema; examples?: Record<string, { value?: Json }>; example?: Json }> } | undefined)?.content;
        const first = content ? Object.entries(content)[0] : undefined;
        operations.push({
          document,
          operationId: String(op.operationId),
          method: method.toUpperCase(),
          path: pathTemplate,
          parameters: [...shared, ...((op.parameters ?? []) as Parameter[])],
          body: first && { contentType: first[0], schema: first[1].schema, example: first[1].example ?? Object.values(first[1].examples ?? {})[0]?.value },
          documented: Object.keys(responses),
          binary,
          security: ((op.security ?? []) as Record<string, Json>[]).map((alternative) => Object.keys(alternative)),
          links: Object.assign({}, ...Object.entries(responses).filter(([status]) => status.startsWith('2')).map(([, response]) => (response as { links?: Record<string, Link> }).links ?? {})) as Record<string, Link>,
        });
      }
    }
  }
  return operations;
}

/** The value of a named example file, e.g. exampleValue('app/user-authority'). */
function exampleValue(name: string): Json {
  return (JSON.parse(readFileSync(path.join(openapiDir, 'examples', `${name}.json`), 'utf8')) as { value: Json }).value;
}

// --- values ---------------------------------------------------------------------------------------------

/** A required value that neither the contract nor a preceding call gives; the message names it. */
export class NoValue extends Error {}

/** A value from the schema alone: example, default, const or first enum value; else a minimal instance. */
function fromSchema(schema: Schema | undefined, given: Record<string, Json>, where: string): Json {
  if (!schema) throw new NoValue(where);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[key] as Schema[] | undefined;
    if (list?.[0]) return fromSchema(key === 'allOf' ? Object.assign({}, ...list) : list[0], given, where);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    // The required properties, and any other for which a value is given.
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    const out: Record<string, Json> = {};
    for (const [name, property] of Object.entries(properties)) {
      if (name in given) out[name] = given[name];
      else if (required.has(name)) out[name] = fromSchema(property, given, `${where}.${name}`);
    }
    return out;
  }
  if (type === 'array') {
    const min = Number(schema.minItems ?? 0);
    return Array.from({ length: min }, () => fromSchema(schema.items as Schema, given, `${where}[]`));
  }
  if (type === 'integer' || type === 'number') return Number(schema.minimum ?? 0);
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (schema.format === 'date-time') return new Date().toISOString();
    if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
    // A free text only; a pattern or format needs an example.
    if (!schema.pattern && !schema.format) return 'contract:verify'.padEnd(Number(schema.minLength ?? 0), '.');
  }
  throw new NoValue(where);
}

function parameterValue(parameter: Parameter, given: Record<string, Json>): Json {
  if (parameter.name in given) return given[parameter.name];
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {})[0]?.value;
  if (named !== undefined) return named;
  if (!parameter.required) return undefined;
  return fromSchema(parameter.schema, given, `${parameter.in} parameter ${parameter.name}`);
}

function encodeBody(contentType: string, value: Json): string {
  if (contentType.includes('x-www-form-urlencoded')) {
    return new URLSearchParams(Object.entries(value as Record<string, Json>).map(([k, v]) => [k, String(v)])).toString();
  }
  return JSON.stringify(value);
}

/** An object example with the given values in place of its own (for the schema's properties only). */
function withGiven(example: Json, schema: Schema, given: Record<string, Json>): Json {
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return example;
  const properties = Object.keys((schema.properties ?? {}) as Record<string, Json>);
  return { ...example, ...Object.fromEntries(properties.filter((name) => name in given).map((name) => [name, given[name]])) };
}

/** Builds the request of an operation from the given values and the contract's examples and schemas. */
function buildRequest(op: Operation, given: Record<string, Json>, sources: string[] = []): PlannedRequest {
  let filled = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of op.parameters) {
    const value = parameterValue(parameter, given);
    if (value === undefined) continue;
    if (parameter.in === 'path') filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query') for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
    else if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  let body: string | undefined;
  if (op.body) {
    const value = withGiven(op.body.example, op.body.schema, given) ?? fromSchema(op.body.schema, given, 'request body');
    body = encodeBody(op.body.contentType, value);
    headers['content-type'] = op.body.contentType;
  }
  const search = query.toString();
  return { method: op.method, path: search ? `${filled}?${search}` : filled, headers, body, sources };
}

// --- ids from preceding calls ------------------------------------------------------------------------------

/** Reads a nested value from parsed JSON, e.g. at(body, 'items', 0, 'id'). */
function at(value: Json, ...keys: (string | number)[]): Json {
  return keys.reduce<Json>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, Json>)[key] : undefined), value);
}
const text = (value: Json): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FINAL = ['CANCELLED', 'SUCCESS', 'FAILURE'];

/** Values an operation needs and where they came from. */
interface Found {
  values: Record<string, Json>;
  source: string;
}
type Source = (call: DirectCall) => Promise<Found>;

/** The value from a preceding call, or the example's when that call gives none. */
async function either(label: string, fromCall: () => Promise<Record<string, Json> | undefined>, example: string, fromExample: (value: Json) => Record<string, Json>): Promise<Found> {
  try {
    const values = await fromCall();
    if (values && Object.values(values).every((v) => v !== undefined)) return { values, source: `${Object.keys(values).join(', ')} from ${label}` };
  } catch {
    // The example's value below.
  }
  const values = fromExample(exampleValue(example));
  return { values, source: `${Object.keys(values).join(', ')} from example ${example}` };
}

const installationIds = async (call: DirectCall, count: number): Promise<string[]> => {
  const page = await call('app', 'POST', '/api/ippcInstallations', { filter: {}, page: 0, pageSize: count });
  return ((at(page, 'items') ?? []) as Json[]).map((item) => text(at(item, 'id'))).filter((id): id is string => id !== undefined);
};

const installation = (name: string): Source => (call) =>
  either('searchInstallations', async () => ({ [name]: (await installationIds(call, 1))[0] }), 'app/installation-details-zementwerk', (x) => ({ [name]: at(x, 'id') }));

const bvtDocument: Source = (call) =>
  either('getBvtList', async () => ({ documentId: at(await call('app', 'GET', '/api/bvt/list'), 0, 'documents', 0, 'id') }), 'app/bvt-list', (x) => ({ documentId: at(x, 0, 'documents', 0, 'id') }));

const bvtFile: Source = (call) =>
  either(
    'getBvtList, createBvtDocument',
    async () => {
      const documentId = text(at(await call('app', 'GET', '/api/bvt/list'), 0, 'documents', 0, 'id'));
      return { id: documentId && at(await call('app', 'GET', `/api/bvt/createDocument?documentId=${encodeURIComponent(documentId)}`), 'fileId') };
    },
    'app/bvt-created-document',
    (x) => ({ id: at(x, 'fileId') }),
  );

const uiTemplate: Source = (call) => either('getUiTemplates', async () => ({ id: at(await call('app', 'GET', '/api/uitemplate/'), 0, 'id') }), 'app/uitemplate-detail', (x) => ({ id: at(x, 'id') }));

/** A fresh Excel export of its own (a full-text filter keeps it small); with `finished`, once it has ended. */
const exportTask = (finished: boolean): Source => (call) =>
  either(
    finished ? 'exportInstallationsExcel, getUserTasks' : 'exportInstallationsExcel',
    async () => {
      const id = text(at(await call('app', 'POST', '/api/ippcInstallations/excel', { query: 'Zement' }), 'id'));
      for (let waited = 0; finished && id && waited < 20_000; waited += 500) {
        const tasks = (await call('app', 'GET', '/api/user-tasks')) as Json[] | undefined;
        const status = text(at(tasks?.find((t) => at(t, 'id') === id), 'status'));
        if (status && FINAL.includes(status)) break;
        await sleep(500);
      }
      return { id };
    },
    finished ? 'app/user-tasks-list' : 'app/user-task-waiting',
    (x) => ({ id: Array.isArray(x) ? at(x.find((t) => at(t, 'status') === 'SUCCESS'), 'id') : at(x, 'id') }),
  );

/** A query task of the assistant, once it has ended (polled straight at the backend). */
const queryTask = (start: string, result: string, body: (call: DirectCall) => Promise<Record<string, Json>>, example: string): Source => (call) =>
  either(
    `${start.split('/').pop()!} and its result`,
    async () => {
      const taskId = text(at(await call('assistant', 'POST', start, await body(call)), 'taskId'));
      for (let waited = 0; taskId && waited < 15_000; waited += 300) {
        const status = text(at(await call('assistant', 'POST', result, { taskId }), 'status'));
        if (!status || FINAL.includes(status)) break;
        await sleep(300);
      }
      return { taskId };
    },
    example,
    (x) => ({ taskId: at(x, 'taskId') }),
  );

const firstInstallationOr = async (call: DirectCall): Promise<string> =>
  (await installationIds(call, 1).catch(() => []))[0] ?? String(at(exampleValue('app/installation-details-zementwerk'), 'id'));

/** The first container with a document among the first few installations, with its installation's id. */
async function firstFilledContainer(call: DirectCall): Promise<{ installationId: string; container: Json } | undefined> {
  for (const installationId of await installationIds(call, 10)) {
    const containers = (await call('assistant', 'GET', `/api/assistant/dmsContainer?installationId=${installationId}`)) as Json[] | undefined;
    const container = containers?.find((c) => at(c, 'documents', 0) !== undefined);
    if (container) return { installationId, container };
  }
  return undefined;
}

/** A container with a document. */
const dmsDocument: Source = (call) =>
  either(
    'searchInstallations, dmsContainerList',
    async () => {
      const found = await firstFilledContainer(call);
      const container = found?.container;
      if (container === undefined) return undefined;
      return { containerId: at(container, 'containerId'), documentId: at(container, 'documents', 0, 'id'), version: String(at(container, 'documents', 0, 'version')) };
    },
    'assistant/dms-document',
    (x) => ({ containerId: at(x, 'containerId'), documentId: at(x, 'id'), version: String(at(x, 'version')) }),
  );

/** A container saved back as it is: its title and its documents with their types. */
const dmsContainerAsItIs: Source = (call) =>
  either(
    'searchInstallations, dmsContainerList',
    async () => {
      const found = await firstFilledContainer(call);
      if (!found) return undefined;
      const documents = (at(found.container, 'documents') as Json[]).map((d) => ({ documentId: at(d, 'id'), documentType: at(d, 'documentType') }));
      return { installationId: found.installationId, containerId: at(found.container, 'containerId'), title: at(found.container, 'title'), documents };
    },
    'assistant/dms-container-save-request',
    (x) => ({ installationId: at(x, 'installationId'), containerId: at(x, 'containerId'), title: at(x, 'title'), documents: at(x, 'documents') }),
  );

/** The document type codes of a container's documents. */
const documentTypeCodes = async (call: DirectCall): Promise<string[] | undefined> => {
  const documents = (at((await firstFilledContainer(call))?.container, 'documents') ?? []) as Json[];
  const codes = [...new Set(documents.map((d) => text(at(d, 'documentType'))).filter((code): code is string => code !== undefined))];
  return codes.length > 0 ? codes : undefined;
};
const documentTypes: Source = (call) =>
  either('searchInstallations, dmsContainerList', async () => ({ codes: await documentTypeCodes(call) }), 'assistant/document-type-genehmigungsbescheid', (x) => ({ codes: [at(x, 'code')] }));
const documentType: Source = (call) =>
  either('searchInstallations, dmsContainerList', async () => ({ documentTypeCode: (await documentTypeCodes(call))?.[0] }), 'assistant/document-type-genehmigungsbescheid', (x) => ({ documentTypeCode: at(x, 'code') }));

/** A registered party found by the assistant's search, identified by its kind and GLN. */
const registeredParty: Source = (call) =>
  either(
    'assistantSearchRegistered and its result',
    async () => {
      const taskId = text(at(await call('assistant', 'POST', '/api/assistant/searchRegistered', { searchType: 'SEARCHFORM', term: 'Zement' }), 'taskId'));
      for (let waited = 0; taskId && waited < 15_000; waited += 300) {
        const answer = await call('assistant', 'POST', '/api/qt/searchAssistant/result', { taskId });
        const status = text(at(answer, 'status'));
        if (status === 'SUCCESS') return { partyKind: at(answer, 'result', 'parties', 0, 'partyKind'), gln: at(answer, 'result', 'parties', 0, 'gln') };
        if (!status || FINAL.includes(status)) break;
        await sleep(300);
      }
      return undefined;
    },
    'assistant/registered-company',
    (x) => ({ partyKind: at(x, 'partyKind'), gln: at(x, 'gln') }),
  );

const loginName: Source = (call) => either('getAuthUser', async () => ({ loginName: text(at(await call('app', 'GET', '/api/auth/user'), 'loginName')) }), 'app/user-authority', (x) => ({ loginName: at(x, 'loginName') }));

/** The user's own first group membership: login name, application and group. */
const ownMembership: Source = (call) =>
  either(
    'getAuthUser, usergroupBatch',
    async () => {
      const loginName = text(at(await call('app', 'GET', '/api/auth/user'), 'loginName'));
      const first = loginName === undefined ? undefined : at(await call('assistant', 'GET', `/api/usergroup/batch/${encodeURIComponent(loginName)}`), 0);
      return { loginName, application: at(first, 'application'), groupId: at(first, 'groupId') };
    },
    'assistant/usergroup-membership-member',
    (x) => ({ loginName: at(x, 'loginName'), application: at(x, 'application'), groupId: at(x, 'groupId') }),
  );

const fixed = (values: Record<string, Json>, source: string): Source => () => Promise.resolve({ values, source });


/** What an operation needs beyond its contract: ids, a signed-in session, and whether it changes data for good. */
interface Needs {
  sources?: Source[];
  /** Its 2xx answer needs a signed-in user, not only the session every visitor gets (left out without --cookie). */
  session?: boolean;
  /** It changes data or state beyond the verifier's own (left out unless --destructive). */
  destructive?: string;
  /** Run after every other operation (it ends the session). */
  last?: boolean;
}

const NEEDS: Record<string, Needs> = {
  performAuth: { session: true },
  logout: { session: true, destructive: 'ends the session', last: true },
  setTestClock: { destructive: 'resets the server’s test clock' },
  isRegisteredForIppcInstallation: { sources: [installation('id')] },
  getInstallation: { sources: [installation('id')] },
  createBvtDocument: { sources: [bvtDocument] },
  getBvtFile: { sources: [bvtFile] },
  getUiTemplate: { sources: [uiTemplate] },
  // Any visitor may export; an anonymous visitor's tasks belong to its session.
  exportInstallationsExcel: {},
  getUserTasks: {},
  cancelUserTask: { sources: [exportTask(false)] },
  deleteUserTask: { sources: [exportTask(true)] },
  getUserTaskResult: { sources: [exportTask(true)] },
  assistantDmsCall: { sources: [installation('installationId')] },
  assistantEbbCall: { session: true, destructive: 'starts an EBB action on an installation', sources: [installation('installationId')] },
  assistantSite: { sources: [installation('installationId')] },
  dmsContainerList: { sources: [installation('installationId')] },
  // Saves a container back with its own title and documents.
  dmsContainerSave: { session: true, destructive: 'writes a DMS container', sources: [dmsContainerAsItIs] },
  dmsResolveDocumentTypes: { sources: [documentTypes] },
  dmsResolveDocumentType: { sources: [documentType] },
  assistantRegistered: { sources: [registeredParty] },
  dmsDownloadDocument: { sources: [dmsDocument] },
  dmsGetDocument: { sources: [dmsDocument] },
  dmsGetDocumentVersion: { sources: [dmsDocument] },
  qtDmsResult: { sources: [queryTask('/api/assistant/dmsCall', '/api/qt/dms/result', async (call) => ({ installationId: await firstInstallationOr(call) }), 'assistant/dms-call-started')] },
  qtEbbAssistantResult: {
    session: true,
    destructive: 'starts an EBB action on an installation',
    sources: [queryTask('/api/assistant/ebbCall', '/api/qt/ebbAssistant/result', async (call) => ({ action: 'STELLUNGNAHME_ANFORDERN', installationId: await firstInstallationOr(call) }), 'assistant/ebb-call-started')],
  },
  qtSearchAssistantResult: { sources: [queryTask('/api/assistant/searchRegistered', '/api/qt/searchAssistant/result', () => Promise.resolve({ searchType: 'SEARCHFORM', term: 'Zement' }), 'assistant/search-registered-started')] },
  usergroupBatch: { session: true, sources: [loginName] },
  usergroupMembership: { session: true, sources: [ownMembership] },
  // Saved filters live here; reading them changes nothing, and an empty value removes only the verifier's own entry.
  getUserSettings: { session: true, sources: [fixed({ group: 'filters_ippcInstallations' }, 'group as in the contract’s description')] },
  writeUserSetting: { session: true, sources: [fixed({ group: 'filters_ippcInstallations', name: 'contract-verify', value: '' }, 'an empty value (removes the verifier’s entry)')] },
};

export interface Plan {
  op: Operation;
  /** Why the operation is left out, if it is. */
  skip?: string;
  last: boolean;
  /** Runs the operation's preceding calls, then builds its request (throws NoValue for a value nothing gives). */
  build(call: DirectCall): Promise<PlannedRequest>;
}

export function planOperations(options: { signedIn: boolean; destructive: boolean }): Plan[] {
  return loadOperations().map((op) => {
    const needs = NEEDS[op.operationId] ?? {};
    let skip: string | undefined;
    if (needs.session && !options.signedIn) skip = 'needs a signed-in session (--cookie)';
    else if (needs.destructive && !options.destructive) skip = `destructive: ${needs.destructive} (--destructive)`;
    return {
      op,
      skip,
      last: needs.last ?? false,
      async build(call) {
        const found = await Promise.all((needs.sources ?? []).map((source) => source(call)));
        const values = Object.assign({}, ...found.map((f) => f.values)) as Record<string, Json>;
        return buildRequest(op, values, found.map((f) => f.source));
      },
    };
  });
}

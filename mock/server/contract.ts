/** What the mock reads from the contract itself (openapi/*.yaml), beside the generated types. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './examples';

export const DOCUMENTS = ['app', 'assistant', 'portal'] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

interface ParameterObject {
  name?: string;
  $ref?: string;
}
interface OperationObject {
  security?: Record<string, unknown>[];
  parameters?: ParameterObject[];
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { parameters?: Record<string, ParameterObject> };
}

const documents = new Map<DocumentName, Document>();
function document(name: DocumentName): Document {
  let doc = documents.get(name);
  if (!doc) {
    doc = parse(readFileSync(path.join(ROOT, 'openapi', `${name}.yaml`), 'utf8')) as Document;
    documents.set(name, doc);
  }
  return doc;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export interface OperationSecurity {
  /** Every alternative of `security` needs the session cookie. */
  session: boolean;
  /** Every alternative of `security` needs the XSRF token. */
  xsrf: boolean;
}

function securityOf(operation: OperationObject): OperationSecurity {
  const alternatives = operation.security ?? [];
  const all = (scheme: string) => alternatives.length > 0 && alternatives.every((alternative) => scheme in alternative);
  return { session: all('session'), xsrf: all('xsrf') };
}

/** The security of every route (`POST /api/ippcInstallations/excel`) of the three documents. */
let routeSecurity: Map<string, OperationSecurity> | undefined;

function securityOfRoute(method: string, template: string): OperationSecurity | undefined {
  if (!routeSecurity) {
    routeSecurity = new Map();
    for (const name of DOCUMENTS) {
      for (const [pathTemplate, item] of Object.entries(document(name).paths)) {
        for (const [verb, operation] of Object.entries(item)) {
          if (HTTP_METHODS.has(verb)) routeSecurity.set(`${verb.toUpperCase()} ${pathTemplate}`, securityOf(operation));
        }
      }
    }
  }
  return routeSecurity.get(`${method.toUpperCase()} ${template}`);
}

/**
 * Whether the contract requires the XSRF token (security scheme `xsrf` in every alternative of the
 * operation's `security`) for `method` on the path template, e.g. ('POST', '/api/ippcInstallations/excel').
 */
export const requiresXsrfToken = (method: string, template: string) => securityOfRoute(method, template)?.xsrf ?? false;

/** Whether the contract requires the session cookie (scheme `session` in every alternative). */
export const requiresSession = (method: string, template: string) => securityOfRoute(method, template)?.session ?? false;

/**
 * The security an operation of the document needs, found by the request's method and path (without the
 * query); literal path templates win over templated ones. Undefined for a request no operation matches.
 */
export function operationSecurity(name: DocumentName, method: string, pathname: string): OperationSecurity | undefined {
  const templates = Object.entries(document(name).paths).sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  for (const [template, item] of templates) {
    const operation = item[method.toLowerCase()];
    if (!operation) continue;
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[a-zA-Z]+\\?\}/g, '[^/]+')}$`);
    if (pattern.test(pathname)) return securityOf(operation);
  }
  return undefined;
}

/** The document's parameter names by their lower-case spelling (Prism reports query and header names in lower case). */
export function parameterNames(name: DocumentName): Map<string, string> {
  const doc = document(name);
  const names = new Map<string, string>();
  const add = (parameter: ParameterObject | undefined) => {
    if (parameter?.name) names.set(parameter.name.toLowerCase(), parameter.name);
  };
  for (const parameter of Object.values(doc.components?.parameters ?? {})) add(parameter);
  for (const item of Object.values(doc.paths)) {
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters') for (const parameter of value as unknown as ParameterObject[]) add(parameter);
      else if (HTTP_METHODS.has(key)) for (const parameter of value.parameters ?? []) add(parameter);
    }
  }
  return names;
}

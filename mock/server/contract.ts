/** What the data server reads from the contract itself (openapi/*.yaml), beside the generated types. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './examples';

/** Per security scheme, the routes (`POST /api/ippcInstallations/excel`) whose every alternative requires it. */
let required: Map<string, Set<string>> | undefined;

function requires(scheme: string, method: string, template: string): boolean {
  if (!required) {
    required = new Map([
      ['xsrf', new Set()],
      ['session', new Set()],
    ]);
    for (const document of ['app', 'assistant', 'portal']) {
      const doc = parse(readFileSync(path.join(ROOT, 'openapi', `${document}.yaml`), 'utf8')) as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
      for (const [pathTemplate, item] of Object.entries(doc.paths)) {
        for (const [verb, operation] of Object.entries(item)) {
          const security = operation.security;
          for (const [name, routes] of required) if (security && security.length > 0 && security.every((alternative) => name in alternative)) routes.add(`${verb.toUpperCase()} ${pathTemplate}`);
        }
      }
    }
  }
  return required.get(scheme)!.has(`${method.toUpperCase()} ${template}`);
}

/**
 * Whether the contract requires the XSRF token (security scheme `xsrf` in every alternative of the
 * operation's `security`) for `method` on the path template, e.g. ('POST', '/api/ippcInstallations/excel').
 */
export const requiresXsrfToken = (method: string, template: string) => requires('xsrf', method, template);

/** Whether the contract requires the session cookie (scheme `session` in every alternative). */
export const requiresSession = (method: string, template: string) => requires('session', method, template);

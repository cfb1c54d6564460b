/** What the data server reads from the contract itself (openapi/*.yaml), beside the generated types. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './examples';

let tokenRoutes: Set<string> | undefined;

/**
 * Whether the contract requires the XSRF token (security scheme `xsrf` in every alternative of the
 * operation's `security`) for `method` on the path template, e.g. ('POST', '/api/ippcInstallations/excel').
 */
export function requiresXsrfToken(method: string, template: string): boolean {
  if (!tokenRoutes) {
    tokenRoutes = new Set();
    for (const document of ['app', 'assistant', 'portal']) {
      const doc = parse(readFileSync(path.join(ROOT, 'openapi', `${document}.yaml`), 'utf8')) as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
      for (const [pathTemplate, item] of Object.entries(doc.paths)) {
        for (const [verb, operation] of Object.entries(item)) {
          const security = operation.security;
          if (security && security.length > 0 && security.every((alternative) => 'xsrf' in alternative)) tokenRoutes.add(`${verb.toUpperCase()} ${pathTemplate}`);
        }
      }
    }
  }
  return tokenRoutes.has(`${method.toUpperCase()} ${template}`);
}

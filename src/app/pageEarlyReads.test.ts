import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { earlyReadsOfHash, pages, type PageKey } from './pages';

describe("the pages' early reads", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const contract = parse(readFileSync(path.join(root, 'openapi/app.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  /** The contract's GET paths as patterns: a path parameter matches one segment. */
  const getPaths = Object.entries(contract.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([template]) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  const hashes: Record<PageKey, string> = {
    start: '#/start',
    register: '#/installations',
    installation: '#/installations/AT-IPPC-000001',
    environmentalInspection: '#/environmental-inspection',
    bvt: '#/bvt-conclusions',
    legalBases: '#/legal-bases-guidelines',
    faq: '#/faq',
    tasks: '#/user-tasklist',
  };

  it.each(Object.keys(pages) as PageKey[])('%s: each is a GET operation of the app contract', (key) => {
    for (const read of earlyReadsOfHash(hashes[key])) expect(getPaths.some((pattern) => pattern.test(read)), read).toBe(true);
  });

  it('the pages whose content every visitor reads first have early reads; the register and the task list none', () => {
    const withReads = (Object.keys(pages) as PageKey[]).filter((key) => earlyReadsOfHash(hashes[key]).length > 0);
    expect(withReads).toEqual(['start', 'installation', 'environmentalInspection', 'bvt', 'legalBases', 'faq']);
  });

  it("the installation page's read carries the id from the URL, encoded as the generated call encodes it", () => {
    expect(earlyReadsOfHash('#/installations/AT%2FIPPC%201')).toContain(`/api/ippcInstallations/${encodeURIComponent('AT/IPPC 1')}`);
  });
});

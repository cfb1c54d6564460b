import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toInstallationFilter } from '../features/register/filterDefinition';
import { parseRegisterParams } from '../state/register/registerParams';
import { toSearchRequest } from '../state/register/searchRequest';
import { earlyReadsOfHash, pages, type PageKey } from './pages';

describe("the pages' early reads", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const contract = parse(readFileSync(path.join(root, 'openapi/app.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  /** The contract's paths of a method as patterns: a path parameter matches one segment. */
  const pathsOf = (method: 'get' | 'post') =>
    Object.entries(contract.paths)
      .filter(([, operations]) => method in operations)
      .map(([template]) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`));
  const getPaths = pathsOf('get');
  const postPaths = pathsOf('post');
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

  it.each(Object.keys(pages) as PageKey[])('%s: each is a GET operation of the app contract, or a POST one with a body', (key) => {
    for (const read of earlyReadsOfHash(hashes[key])) {
      if (typeof read === 'string') expect(getPaths.some((pattern) => pattern.test(read)), read).toBe(true);
      else expect(postPaths.some((pattern) => pattern.test(read.path)) && read.body !== undefined, read.path).toBe(true);
    }
  });

  it('the pages whose content every visitor reads first have early reads; the task list none', () => {
    const withReads = (Object.keys(pages) as PageKey[]).filter((key) => earlyReadsOfHash(hashes[key]).length > 0);
    expect(withReads).toEqual(['start', 'register', 'installation', 'environmentalInspection', 'bvt', 'legalBases', 'faq']);
  });

  it("the register's search of a URL without page state is the table's first search, as the app builds it for that URL", () => {
    const params = parseRegisterParams('');
    const appsSearch = toSearchRequest(toInstallationFilter(params.filter, params.text), params);
    for (const hash of ['#/installations', '#/installations!']) {
      const search = earlyReadsOfHash(hash).find((read) => typeof read !== 'string');
      expect(search?.path).toBe('/api/ippcInstallations');
      // The transport takes it only for the same JSON text, key order included.
      expect(JSON.stringify(search?.body)).toBe(JSON.stringify(appsSearch));
    }
  });

  it('a register URL with page state sends no early search (the app sends it), only the filter definition and the last update', () => {
    for (const hash of ['#/installations!q=Zement', '#/installations!page=2']) {
      expect(earlyReadsOfHash(hash)).toEqual(['/api/filter/metadata', '/api/ippcInstallations/lastUpdate']);
    }
  });

  it("the installation page's read carries the id from the URL, encoded as the generated call encodes it", () => {
    expect(earlyReadsOfHash('#/installations/AT%2FIPPC%201')).toContain(`/api/ippcInstallations/${encodeURIComponent('AT/IPPC 1')}`);
  });
});

// @vitest-environment node
/**
 * The drift matrix: typical changes of openapi/app.yaml, each caught by a named check with its message.
 *  - contract:diff (scripts/contract-diff/): classifies the change as breaking, and its gate refuses it while
 *    the version and the changelog stay as they are;
 *  - the mock's typecheck: the data server's route table and types come from the openapi-typescript output,
 *    so the mock no longer compiles against the changed contract (here: mock/server/app.ts compiled with
 *    generated/app/paths.ts produced from the changed document, as `npm run gen` would write it).
 * gen:check (generated/ must match openapi/) catches every one of them as well before they get this far.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { compareDocuments } from '../../scripts/contract-diff/classify';
import { gate } from '../../scripts/contract-diff/gate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = readFileSync(path.join(root, 'openapi/app.yaml'), 'utf8');
const changelog = readFileSync(path.join(root, 'openapi/CHANGELOG.md'), 'utf8');

type Node = Record<string, unknown>;
const node = (value: unknown) => value as Node;
const schemas = (doc: Node) => node(node(doc.components).schemas);
const paths = (doc: Node) => node(doc.paths);

/** contract:diff on the change: the breaking changes it finds, and whether its gate lets the document pass unchanged in version. */
function contractDiff(after: Node) {
  const before = node(parse(source));
  const changes = compareDocuments(before, after);
  const result = gate({ file: 'app.yaml', oldVersion: node(before.info).version, newVersion: node(after.info).version, changes, changelog });
  return { breaking: changes.filter((change) => change.kind === 'breaking').map((change) => change.location), gate: result };
}

const work = mkdtempSync(path.join(tmpdir(), 'ippc-drift-'));
symlinkSync(path.join(root, 'openapi/examples'), path.join(work, 'examples'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file));
const compilerOptions = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
const generatedPaths = path.join(root, 'generated/app/paths.ts');

/** The mock's typecheck against the changed contract: the compiler's messages for the data server. */
async function mockTypecheck(after: Node): Promise<string[]> {
  const file = path.join(work, `app-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, stringify(after));
  const pathTypes = astToString(await openapiTS(new URL(`file://${file}`), { alphabetize: true }));
  const host = ts.createCompilerHost(compilerOptions);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === generatedPaths ? ts.createSourceFile(name, pathTypes, language) : getSourceFile(name, language, ...rest);
  // The mock's own declarations of untyped packages come along, as the project's tsconfig includes them.
  const declarations = readdirSync(path.join(root, 'mock/server')).filter((name) => name.endsWith('.d.ts')).map((name) => path.join(root, 'mock/server', name));
  const program = ts.createProgram([path.join(root, 'mock/server/app.ts'), ...declarations], compilerOptions, host);
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.relative(root, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

interface Drift {
  name: string;
  change: (doc: Node) => void;
  /** The breaking change contract:diff reports (a part of its location). */
  diff: string;
  /** The compiler's message for the mock, where the mock's types see the change. */
  typecheck?: RegExp;
}

const drifts: Drift[] = [
  {
    name: 'a response field renamed (InstallationSummary.name → title)',
    change: (doc) => {
      const summary = node(schemas(doc).InstallationSummary);
      const properties = node(summary.properties);
      properties.title = properties.name;
      delete properties.name;
      summary.required = (summary.required as string[]).map((field) => (field === 'name' ? 'title' : field));
    },
    diff: 'POST /api/ippcInstallations (searchInstallations) response 200',
    typecheck: /Property 'title' is missing|'name' does not exist in type/,
  },
  {
    name: 'a required parameter added (getBranchStats ?year)',
    change: (doc) => {
      const get = node(node(paths(doc)['/api/ippcInstallations/branchenStats']).get);
      get.parameters = [...(get.parameters as unknown[]), { name: 'year', in: 'query', required: true, description: 'Year.', schema: { type: 'integer' } }];
    },
    diff: 'GET /api/ippcInstallations/branchenStats (getBranchStats) query parameter year',
  },
  {
    name: 'an enum value changed (InstallationStatus IN_BETRIEB → AKTIV)',
    change: (doc) => {
      const status = node(schemas(doc).InstallationStatus);
      status.enum = (status.enum as string[]).map((value) => (value === 'IN_BETRIEB' ? 'AKTIV' : value));
    },
    diff: 'POST /api/ippcInstallations (searchInstallations) response 200: items[].status enum',
    typecheck: /'"?IN_BETRIEB"?'|IN_BETRIEB/,
  },
  {
    name: 'a response field made required (UserTask.finishedAt)',
    change: (doc) => {
      const task = node(schemas(doc).UserTask);
      task.required = [...(task.required as string[]), 'finishedAt'];
    },
    diff: 'finishedAt',
    typecheck: /Property 'finishedAt' is missing/,
  },
  {
    name: 'an endpoint removed (GET /api/filter/metadata)',
    change: (doc) => {
      delete paths(doc)['/api/filter/metadata'];
    },
    diff: 'GET /api/filter/metadata (getFilterMetadata)',
    typecheck: /"\/api\/filter\/metadata"' is not assignable to parameter of type 'ContractPath<"GET">'/,
  },
  {
    name: 'a path renamed (/api/ippcInstallations/lastUpdate → /api/ippcInstallations/last-update)',
    change: (doc) => {
      const all = paths(doc);
      all['/api/ippcInstallations/last-update'] = all['/api/ippcInstallations/lastUpdate'];
      delete all['/api/ippcInstallations/lastUpdate'];
    },
    diff: 'GET /api/ippcInstallations/lastUpdate (getLastUpdate)',
    typecheck: /"\/api\/ippcInstallations\/lastUpdate"' is not assignable to parameter of type 'ContractPath<"GET">'/,
  },
  {
    name: 'a field made nullable (InstallationSummary.operatorName)',
    change: (doc) => {
      node(node(schemas(doc).InstallationSummary).properties).operatorName = { type: ['string', 'null'], minLength: 1 };
    },
    diff: 'operatorName',
  },
];

describe('the drift matrix: every change of the contract is caught by a named check', () => {
  it('the unchanged contract passes both checks (the checks see the real documents)', async () => {
    const after = node(parse(source));
    expect(contractDiff(after)).toMatchObject({ breaking: [], gate: { ok: true } });
    expect(await mockTypecheck(after)).toEqual([]);
  }, 60_000);

  for (const drift of drifts) {
    it(`${drift.name}: contract:diff${drift.typecheck ? ' and the mock’s typecheck' : ''}`, async () => {
      const after = node(parse(source));
      drift.change(after);
      const diff = contractDiff(after);
      expect(diff.breaking.join('\n')).toContain(drift.diff);
      expect(diff.gate.ok).toBe(false);
      expect(diff.gate.problems.join('\n')).toMatch(/raise the major version/);
      if (drift.typecheck) expect((await mockTypecheck(after)).join('\n')).toMatch(drift.typecheck);
    }, 60_000);
  }
});

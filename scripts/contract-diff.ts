/**
 * `npm run contract:diff [git-ref]`: compares openapi/app.yaml, assistant.yaml and portal.yaml in the working
 * tree with the same files at a git ref (default: the merge base with `main`; on main itself, each document's
 * previous version, the newest commit at which its info.version differed), lists every change
 * as BREAKING or non-breaking with its location, and fails when a document's version or changelog entry
 * does not match its changes (scripts/contract-diff/gate.ts). `--quiet` prints only the verdicts and problems.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { compareDocuments, externalRefs, type Change } from './contract-diff/classify';
import { gate } from './contract-diff/gate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENTS = ['app.yaml', 'assistant.yaml', 'portal.yaml'];
const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const refArg = args.find((arg) => !arg.startsWith('-'));

function git(...gitArgs: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, out: result.stdout ?? '' };
}

/** The ref to compare with, and how it was chosen. */
function baseRef(): { ref: string; label: string } | undefined {
  if (!git('rev-parse', '--git-dir').ok) return undefined;
  if (refArg) {
    const commit = git('rev-parse', '--verify', '--quiet', `${refArg}^{commit}`);
    if (!commit.ok) {
      console.error(`contract:diff: "${refArg}" is not a commit in this repository.`);
      process.exit(2);
    }
    return { ref: commit.out.trim(), label: refArg };
  }
  const head = git('rev-parse', 'HEAD').out.trim();
  for (const branch of ['main', 'origin/main']) {
    if (!git('rev-parse', '--verify', '--quiet', `${branch}^{commit}`).ok) continue;
    const base = git('merge-base', 'HEAD', branch);
    // On main itself (CI's clone) the merge base is HEAD: each document is compared with its previous version.
    if (base.ok && base.out.trim() !== head) return { ref: base.out.trim(), label: `the merge base with ${branch}` };
  }
  return undefined;
}

/**
 * The commit that introduced the document's previous `info.version` (the oldest commit of the newest run
 * of commits with another version than now): everything changed since is what the changelog sections after
 * it must account for. Undefined when the document never had another version.
 */
function previousVersion(relative: string, current: unknown): { ref: string; label: string } | undefined {
  let found: { ref: string; label: string; version: unknown } | undefined;
  for (const commit of git('log', '--first-parent', '--format=%H', '--', relative).out.split('\n').filter(Boolean)) {
    const text = git('show', `${commit}:${relative}`);
    if (!text.ok) break;
    const at = version(load(text.out, `${relative} at ${commit.slice(0, 10)}`));
    if (found && at !== found.version) break;
    if (at !== current) found = { ref: commit, label: `the commit that introduced its previous version ${String(at)}`, version: at };
  }
  return found;
}

function load(text: string, where: string): Record<string, unknown> {
  const doc: unknown = parse(text);
  if (typeof doc !== 'object' || doc === null) throw new Error(`${where} is not an OpenAPI document`);
  const external = externalRefs(doc);
  if (external.length > 0) {
    // The diff would compare the references, not what they point to.
    throw new Error(`${where} has $refs to other files outside examples, which contract:diff cannot follow: ${external.slice(0, 5).join('; ')}`);
  }
  return doc as Record<string, unknown>;
}

const version = (doc: Record<string, unknown>): unknown => (doc.info as { version?: unknown } | undefined)?.version;

function line(change: Change): string {
  const mark = change.kind === 'breaking' ? `BREAKING (${change.breaks.join(', ')})` : change.kind === 'annotation' ? 'non-breaking (docs)' : 'non-breaking';
  const rule = change.rule === 'api-smart-diff' ? '' : ` [rule: ${change.rule}]`;
  return `  ${mark.padEnd(30)} ${change.location}\n  ${''.padEnd(30)} ${change.description}${rule}`;
}

const started = performance.now();
if (!git('rev-parse', '--git-dir').ok) {
  console.log('contract:diff: not a git repository, nothing to compare with.');
  process.exit(0);
}
const common = baseRef();
console.log(`contract:diff: openapi/ in the working tree against ${common ? `${common.label} (${common.ref.slice(0, 10)})` : 'each document’s previous version'}\n`);

const changelogFile = path.join(root, 'openapi/CHANGELOG.md');
const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
let failed = false;

for (const file of DOCUMENTS) {
  const relative = `openapi/${file}`;
  try {
    const after = load(readFileSync(path.join(root, relative), 'utf8'), relative);
    const base = common ?? previousVersion(relative, version(after));
    if (!base) {
      console.log(`${relative}: version ${String(version(after))}, no earlier version to compare with\n`);
      continue;
    }
    const short = base.ref.slice(0, 10);
    const old = git('show', `${base.ref}:${relative}`);
    if (!old.ok) {
      console.log(`${relative}: new document (not at ${short}), version ${String(version(after))}\n`);
      continue;
    }
    const before = load(old.out, `${relative} at ${short}`);
    if (!common) console.log(`${relative}: against ${base.label} (${short})`);
    const changes = compareDocuments(before, after);
    const result = gate({ file, oldVersion: version(before), newVersion: version(after), changes, changelog });
    const breaking = changes.filter((change) => change.kind === 'breaking').length;
    console.log(`${relative}: ${String(version(before))} → ${String(version(after))}, ${changes.length} change${changes.length === 1 ? '' : 's'} (${breaking} breaking)`);
    if (!quiet) for (const change of changes) console.log(line(change));
    console.log(`  verdict: ${result.verdict}; ${result.ok ? 'version and changelog match: ok' : 'FAILED'}`);
    for (const problem of result.problems) console.log(`  to pass: ${problem}`);
    console.log('');
    if (!result.ok) failed = true;
  } catch (error) {
    console.log(`${relative}: ${error instanceof Error ? error.message : String(error)}\n`);
    failed = true;
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(failed ? `contract:diff: FAILED (${seconds} s). Breaking changes need a major version and a changelog entry naming them; see README, "Versioning the contract".` : `contract:diff: ok (${seconds} s).`);
process.exit(failed ? 1 : 0);

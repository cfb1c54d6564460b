/**
 * An Atom feed validator that runs here: Haskell's `feed` library (Text.Atom.Feed.Validate, Debian's
 * libghc-feed-dev) through ValidateAtom.hs beside this file. `npm test` installs the package when it runs as
 * root with apt (ensureAtomValidator); elsewhere `apt-get install libghc-feed-dev` does.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROGRAM = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ValidateAtom.hs');
export const ATOM_VALIDATOR_PACKAGE = 'libghc-feed-dev';

/** Whether runghc and the `feed` library are installed (asked once per process, once found). */
let installed = false;
export function atomValidatorInstalled(): boolean {
  if (installed) return true;
  const listed = spawnSync('ghc-pkg', ['--simple-output', 'list', 'feed'], { encoding: 'utf8' });
  installed = listed.status === 0 && listed.stdout.trim() !== '';
  return installed;
}

/** The validator's findings for one feed document: errors (RFC 4287 violated) and advice. */
export function validateAtom(xml: string): { errors: string[]; advice: string[] } {
  if (!atomValidatorInstalled()) throw new Error(`The Atom validator needs runghc and Haskell's feed library: apt-get install ${ATOM_VALIDATOR_PACKAGE}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'ippc-atom-'));
  try {
    const file = path.join(dir, 'feed.xml');
    writeFileSync(file, xml);
    const run = spawnSync('runghc', [PROGRAM, file], { encoding: 'utf8', timeout: 120_000 });
    if (run.status !== 0 && run.status !== 1) throw new Error(`runghc ${path.basename(PROGRAM)} failed (${run.status ?? run.signal}): ${run.stderr}`);
    const findings = run.stdout.split('\n').filter(Boolean).map((line) => line.slice(file.length + 2));
    const errors = findings.filter((line) => line.startsWith('error: ')).map((line) => line.slice('error: '.length));
    const advice = findings.filter((line) => line.startsWith('advice: ')).map((line) => line.slice('advice: '.length));
    if (run.status === 1 && errors.length === 0) throw new Error(`runghc ${path.basename(PROGRAM)} failed without a finding: ${run.stderr}`);
    return { errors, advice };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

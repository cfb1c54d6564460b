// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule, { CITATION } from '../../eslint/no-document-citations.js';

RuleTester.describe = describe;
RuleTester.it = it;

describe('the lint rule against citations of documents outside the repository', () => {
  new RuleTester().run('no-document-citations', rule, {
    valid: [
      '// The session-expiry warning: a banner 10 minutes before expiry.',
      "describe('the session-expiry warning', () => {});",
      "const law = 'Gewerbeordnung 1994, §§ 71b ff.';",
      "render('see spec §4'); // not a test title",
    ],
    invalid: [
      { code: '// Spec §7.1: three retries.', errors: [{ messageId: 'citation', line: 1, column: 4 }] },
      { code: '/**\n * The transport (DESIGN.md).\n */', errors: [{ messageId: 'citation', line: 2, column: 19 }] },
      { code: '// Loaded lazily (issue 9, LCP).', errors: [{ messageId: 'citation' }] },
      { code: '/* Dialog widths (§9). */', errors: [{ messageId: 'citation' }] },
      { code: "describe('route rules (spec §2.2)', () => {});", errors: [{ messageId: 'citation' }] },
      { code: 'test.describe(`seed ${1} (Issue 12)`, () => {});', errors: [{ messageId: 'citation' }] },
      { code: "it.each([1])('case %s (§5)', () => {});", errors: [{ messageId: 'citation' }] },
    ],
  });
});

/** Style sheets and HTML pages, which eslint does not read. */
function markupFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|html)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it('no style sheet or HTML page cites a document outside the repository', () => {
  const files = [...['src', 'mock', 'scripts', 'tests', 'eslint'].flatMap(markupFiles), 'index.html', 'ui-kit.html'];
  expect(files.length).toBeGreaterThan(5);
  const citing = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(citing).toEqual([]);
});

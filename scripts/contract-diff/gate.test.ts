// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareDocuments } from './classify';
import { changelogSection, gate, mentions, parseVersion } from './gate';

function doc(version: string, itemProperties: Record<string, unknown>) {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version },
    paths: {
      '/items/{id}': {
        get: {
          operationId: 'getItem',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The item.',
              content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, ...itemProperties } } } },
            },
          },
        },
      },
    },
  };
}

const before = doc('1.2.0', { name: { type: 'string' } });
/** `name` removed from the response: breaking. */
const removed = (version: string) => doc(version, {});
/** `note` added to the response: not breaking. */
const added = (version: string) => doc(version, { name: { type: 'string' }, note: { type: 'string' } });

const changelog = (body: string) => `# Changelog\n\n## app.yaml\n\n${body}\n\n## portal.yaml\n\n### [2.0.0] - 2026-01-01\n\n- getItem removed \`/items/{id}\`\n`;

function run(after: ReturnType<typeof doc>, log: string) {
  return gate({ file: 'app.yaml', oldVersion: before.info.version, newVersion: after.info.version, changes: compareDocuments(before, after), changelog: log });
}

describe('contract:diff gate', () => {
  it('fails a breaking change without a major version, and says which version to set', () => {
    const result = run(removed('1.3.0'), changelog('### [1.3.0] - 2026-01-01\n\n- Removed `name` of getItem.'));
    expect(result).toMatchObject({ ok: false, verdict: 'breaking' });
    expect(result.problems.join('\n')).toContain('set info.version to 2.0.0 (now 1.3.0)');
  });

  it('fails a breaking change with a major version but no changelog section for it', () => {
    const result = run(removed('2.0.0'), changelog('### [1.2.0] - 2025-12-01\n\n- Added getItem.'));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([expect.stringContaining('no section for app.yaml 2.0.0: add "### [2.0.0] - YYYY-MM-DD" under the "## app.yaml" heading')]);
  });

  it('fails a breaking change whose changelog section does not name its path or operationId (another document\'s section does not count)', () => {
    const result = run(removed('2.0.0'), changelog('### [2.0.0] - 2026-01-01\n\n- Tidied the item response.'));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      expect.stringContaining('does not name these breaking changes; mention each path or operationId, and the parameter or field: /items/{id} or getItem with name'),
    ]);
  });

  it('fails a breaking change whose changelog names the operation but not the field', () => {
    const result = run(removed('2.0.0'), changelog('### [2.0.0] - 2026-01-01\n\n- `getItem`: `id` is a UUID now.'));
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toContain('/items/{id} or getItem with name');
  });

  it('passes a breaking change with a major version and a changelog section naming it', () => {
    expect(run(removed('2.0.0'), changelog('### [2.0.0] - 2026-01-01\n\n#### Removed\n\n- `name` from the response of `getItem`.'))).toEqual({
      ok: true,
      verdict: 'breaking',
      problems: [],
    });
    expect(run(removed('2.0.0'), changelog('### [2.0.0]\n\n- `GET /items/{id}`: `name` removed.')).ok).toBe(true);
  });

  it('counts a breaking change named in the section of any version after the old one (compared across several versions)', () => {
    const log = changelog('### [3.0.0] - 2026-02-01\n\n- `getItem`: `id` is a UUID now.\n\n### [2.0.0] - 2026-01-01\n\n- `name` removed from `getItem`.\n\n### [1.2.0]\n\n- `name` of `getItem` (older).');
    expect(run(removed('3.0.0'), log).ok).toBe(true);
    // The old version's own section does not count.
    expect(run(removed('3.0.0'), changelog('### [3.0.0] - 2026-02-01\n\n- `getItem`: `id` is a UUID now.\n\n### [1.2.0]\n\n- `name` removed from `getItem`.')).ok).toBe(false);
  });

  it('fails a non-breaking change without a version bump, suggesting a minor one', () => {
    const result = run(added('1.2.0'), changelog('### [1.2.0] - 2025-12-01\n\n- Added getItem.'));
    expect(result).toMatchObject({ ok: false, verdict: 'non-breaking' });
    expect(result.problems[0]).toContain('raise info.version, e.g. to 1.3.0 (now 1.2.0)');
  });

  it('passes a non-breaking change with a minor or patch bump and a changelog section', () => {
    expect(run(added('1.3.0'), changelog('### [1.3.0] - 2026-01-01\n\n- Added `note`.')).ok).toBe(true);
    expect(run(added('1.2.1'), changelog('### 1.2.1\n\n- Added `note`.')).ok).toBe(true);
  });

  it('fails a non-breaking change whose new version has no changelog section', () => {
    expect(run(added('1.3.0'), changelog('### [1.2.0]\n\n- Added getItem.')).ok).toBe(false);
  });

  it('passes no change whatever the changelog says, but never a version that goes down', () => {
    expect(run(doc('1.2.0', { name: { type: 'string' } }), '')).toEqual({ ok: true, verdict: 'no changes', problems: [] });
    expect(run(doc('1.1.0', { name: { type: 'string' } }), '').ok).toBe(false);
  });

  it('reads versions, sections and mentions exactly', () => {
    expect(parseVersion('2.10.3')).toEqual({ major: 2, minor: 10, patch: 3 });
    expect(parseVersion('2.1')).toBeUndefined();
    const text = changelog('### [2.0.0] - 2026-01-01\n\n- a\n\n### [1.2.0]\n\n- b');
    expect(changelogSection(text, 'app.yaml', '2.0.0')?.trim()).toBe('- a');
    expect(changelogSection(text, 'app.yaml', '1.2.0')?.trim()).toBe('- b');
    expect(changelogSection(text, 'app.yaml', '2.0')).toBeUndefined();
    expect(mentions('`/api/env/extend` changed', '/api/env')).toBe(false);
    expect(mentions('`/api/env` changed', '/api/env')).toBe(true);
    expect(mentions('getItems', 'getItem')).toBe(false);
  });
});

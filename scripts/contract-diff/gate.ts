/**
 * The versioning gate for one OpenAPI document.
 *
 * - Any change to the contract (breaking, non-breaking or documentation) needs a higher `info.version`
 *   and a section for that version under the document's heading in openapi/CHANGELOG.md.
 * - A breaking change needs a higher major version, and the section must name each breaking change: its
 *   API path (`/api/env`) or operationId (`getEnv`), and the parameter or field it is about (`street`).
 */
import type { Change } from './classify';

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

export function parseVersion(text: unknown): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.+-]*)?$/.exec(String(text ?? '').trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : undefined;
}

function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text of the section for `version` under the document's heading: a `## ... app.yaml ...` heading,
 * then `### [1.1.0] - 2026-11-23` (brackets and date optional). Undefined when there is none.
 */
export function changelogSection(changelog: string, file: string, version: string): string | undefined {
  const lines = changelog.split(/\r?\n/);
  const documentHeading = new RegExp(`^##\\s+.*\\b${escape(file)}\\b`);
  const versionHeading = new RegExp(`^###\\s+\\[?v?${escape(version)}\\]?(\\s|$)`);
  let inDocument = false;
  let section: string[] | undefined;
  for (const line of lines) {
    if (/^##\s/.test(line)) {
      if (section) break;
      inDocument = documentHeading.test(line);
    } else if (/^###\s/.test(line)) {
      if (section) break;
      if (inDocument && versionHeading.test(line)) section = [];
    } else if (section) {
      section.push(line);
    }
  }
  return section?.join('\n');
}

/** The text of every section of the document for a version after `after`, up to and including `upTo`. */
function sectionsAfter(changelog: string, file: string, after: Version, upTo: Version): string[] {
  const headings = [...changelog.matchAll(/^###\s+\[?v?(\d+\.\d+\.\d+)\]?/gm)].map((m) => m[1]!);
  return [...new Set(headings)]
    .filter((text) => {
      const v = parseVersion(text);
      return v !== undefined && compareVersions(v, after) > 0 && compareVersions(v, upTo) <= 0;
    })
    .map((text) => changelogSection(changelog, file, text))
    .filter((section): section is string => section !== undefined);
}

/** What a breaking change must be named by in the changelog: its API path or its operationId. */
function changeNames(change: Change): string[] {
  return [change.apiPath, change.operationId].filter((name): name is string => Boolean(name)).concat(change.apiPath ? [] : [change.location]);
}

/** Whether a changelog section names the change: its operation, and its parameter or field if it has one. */
function names(section: string, change: Change): boolean {
  return changeNames(change).some((name) => mentions(section, name)) && (change.subject === undefined || mentions(section, change.subject));
}

function nameHint(change: Change): string {
  return `${changeNames(change).join(' or ')}${change.subject === undefined ? '' : ` with ${change.subject}`}`;
}

/** Whether the text names `name` as a whole: `/api/env` is not named by `/api/env/extend`. */
export function mentions(text: string, name: string): boolean {
  return new RegExp(`(^|[^\\w/{}-])${escape(name)}(?![\\w/{}-])`).test(text);
}

export interface GateInput {
  /** The document's file name as the changelog names it, e.g. `app.yaml`. */
  file: string;
  oldVersion: unknown;
  newVersion: unknown;
  changes: Change[];
  changelog: string;
}

export interface GateResult {
  ok: boolean;
  verdict: 'no changes' | 'documentation only' | 'non-breaking' | 'breaking';
  /** What is wrong, each with what to do. Empty when ok. */
  problems: string[];
}

export function gate({ file, oldVersion, newVersion, changes, changelog }: GateInput): GateResult {
  const breaking = changes.filter((change) => change.kind === 'breaking');
  const verdict: GateResult['verdict'] =
    changes.length === 0 ? 'no changes' : breaking.length > 0 ? 'breaking' : changes.every((change) => change.kind === 'annotation') ? 'documentation only' : 'non-breaking';
  const problems: string[] = [];
  const oldV = parseVersion(oldVersion);
  const newV = parseVersion(newVersion);
  if (!newV) {
    problems.push(`info.version "${String(newVersion)}" is not a semantic version (MAJOR.MINOR.PATCH): set one.`);
    return { ok: false, verdict, problems };
  }
  if (oldV && compareVersions(newV, oldV) < 0) {
    problems.push(`info.version went down from ${String(oldVersion)} to ${String(newVersion)}: versions only go up.`);
  }
  if (changes.length === 0) return { ok: problems.length === 0, verdict, problems };

  const majorNeeded = breaking.length > 0 && (!oldV || newV.major <= oldV.major);
  const bumpNeeded = oldV !== undefined && compareVersions(newV, oldV) <= 0;
  const docsOnly = changes.every((change) => change.kind === 'annotation');
  const suggested = oldV && (docsOnly ? `${oldV.major}.${oldV.minor}.${oldV.patch + 1}` : `${oldV.major}.${oldV.minor + 1}.0`);
  if (majorNeeded && oldV) {
    problems.push(
      `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'}: raise the major version, set info.version to ${oldV.major + 1}.0.0 (now ${String(newVersion)}).`,
    );
  } else if (bumpNeeded && oldV) {
    problems.push(
      `the contract changed (${docsOnly ? 'documentation only' : 'no breaking change'}): raise info.version, e.g. to ${suggested} (now ${String(newVersion)}).`,
    );
  }
  const target = majorNeeded && oldV ? `${oldV.major + 1}.0.0` : bumpNeeded && suggested ? suggested : String(newVersion);
  const section = changelogSection(changelog, file, target);
  if (section === undefined) {
    problems.push(`openapi/CHANGELOG.md has no section for ${file} ${target}: add "### [${target}] - YYYY-MM-DD" under the "## ${file}" heading, listing the changes.`);
  } else {
    // A change may be named in the section of any version after the old one, up to the new one.
    const named = [section, ...(oldV ? sectionsAfter(changelog, file, oldV, newV) : [])].join('\n');
    const unnamed = breaking.filter((change) => !names(named, change));
    const missing = [...new Set(unnamed.map(nameHint))];
    if (missing.length > 0) {
      problems.push(`the ${file} ${target} section of openapi/CHANGELOG.md does not name these breaking changes; mention each path or operationId, and the parameter or field: ${missing.join(', ')}.`);
    }
  }
  return { ok: problems.length === 0, verdict, problems };
}

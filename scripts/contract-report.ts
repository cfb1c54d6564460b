/** The reports of `npm run contract:verify` for a CI: JUnit XML (`--report`) and JSON (`--json`). */
import { writeFileSync } from 'node:fs';
import type { CheckResult } from './contract-behaviour';

export interface OperationOutcome {
  name: string;
  status: 'ok' | 'FAIL' | 'WARN' | 'skip';
  detail: string;
  /** Where the request's values came from, e.g. "id from searchInstallations". */
  sources: string[];
  messages: string[];
}

const xml = (text: string) => text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch]!).replace(/[^\t\n\r\u0020-\uffff]/g, '');

export function writeReports(report: { junit?: string; json?: string; seed: number; seconds: number; operations: OperationOutcome[]; checks: CheckResult[] }): void {
  if (report.json) writeFileSync(report.json, `${JSON.stringify({ seed: report.seed, seconds: report.seconds, operations: report.operations, checks: report.checks }, null, 2)}\n`);
  if (!report.junit) return;
  const suite = (name: string, cases: { name: string; status: string; detail: string; failure?: string }[]) => {
    const failures = cases.filter((c) => c.status === 'FAIL').length;
    const skipped = cases.filter((c) => c.status === 'skip').length;
    const body = cases
      .map((c) => {
        const inner =
          c.status === 'FAIL' ? `<failure message="${xml(c.detail)}">${xml(c.failure ?? c.detail)}</failure>` : c.status === 'skip' ? `<skipped message="${xml(c.detail)}"/>` : c.status === 'WARN' ? `<system-out>${xml(c.failure ?? c.detail)}</system-out>` : '';
        return `    <testcase classname="${xml(name)}" name="${xml(c.name)}">${inner}</testcase>`;
      })
      .join('\n');
    return `  <testsuite name="${xml(name)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}">\n${body}\n  </testsuite>`;
  };
  const operations = report.operations.map((o) => ({ name: o.name, status: o.status, detail: o.messages[0] ?? o.detail, failure: [o.detail, ...o.messages].join('\n') }));
  const checks = report.checks.map((c) => ({ name: c.name, status: c.status, detail: c.detail, failure: c.curl ? `${c.detail}\nreproduce: ${c.curl}` : c.detail }));
  writeFileSync(
    report.junit,
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract:verify" time="${report.seconds.toFixed(1)}">\n${suite('operations', operations)}\n${suite('behaviour', checks)}\n</testsuites>\n`,
  );
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { Audit, Outcome } from '@siteimprove/alfa-act';
import { Playwright } from '@siteimprove/alfa-playwright';
import rules from '@siteimprove/alfa-rules';
import { Conformance, Criterion } from '@siteimprove/alfa-wcag';

/**
 * Two accessibility engines beside axe-core (fixtures.ts): Siteimprove Alfa through its Playwright
 * integration and HTML_CodeSniffer (WCAG2AA). Each returns its findings as `rule: element` lines, [] when
 * the page passes; the findings known to be false for this app are left out by the allow-lists below.
 */

/**
 * Alfa's rules for WCAG 2.x A and AA, and its rules tied to no success criterion (ARIA and best practice):
 * rules that only serve AAA criteria (e.g. sia-r111, target size 44 px, 2.5.5) are left out, as with axe.
 */
const ALFA_RULES = [...rules].filter((rule) => {
  const criteria = rule.requirements.filter((requirement) => Criterion.isCriterion(requirement));
  return criteria.length === 0 || criteria.some((criterion) => Conformance.isAA()(criterion));
});

/** Alfa's failed outcomes on the page as `sia-rNN: element` lines. */
export async function alfaFailures(page: Page): Promise<string[]> {
  const document = await page.evaluateHandle(() => window.document);
  const alfaPage = await Playwright.toPage(document);
  await document.dispose();
  const outcomes = await Audit.of(alfaPage, ALFA_RULES).evaluate();
  const failures: string[] = [];
  for (const outcome of outcomes) {
    if (!Outcome.isFailed(outcome)) continue;
    const rule = outcome.rule.uri.replace(/^.*\/rules\//, '');
    failures.push(`${rule}: ${String(outcome.target).replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  return failures;
}

interface HtmlcsMessage {
  code: string;
  element: string;
  href: string | null;
}

/**
 * HTML_CodeSniffer's errors it reports in error, each with why it is none here. Warnings and notices
 * (things to check by hand) are not counted.
 */
const HTMLCS_FALSE_POSITIVES: { code: RegExp; why: string; applies: (message: HtmlcsMessage) => boolean }[] = [
  {
    // 'This link points to a named anchor … but no anchor exists': the app's routes live in the URL's
    // fragment (#/faq, #/installations/AT-IPPC-000214); such a link opens a page, it is no in-page anchor.
    code: /2_4_1\.G1,G123,G124\.NoSuchID$/,
    why: 'a hash route (#/…), not an in-page anchor',
    applies: (message) => message.href?.startsWith('#/') ?? false,
  },
];

const require = createRequire(import.meta.url);
let htmlcsSource: string | undefined;

/** HTML_CodeSniffer's WCAG2AA errors on the page as `code: element` lines, the allow-list's left out. */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  htmlcsSource ??= readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  // Evaluated by the test runner (not a <script> the page's CSP would refuse); HTMLCS is a global of its own.
  await page.evaluate(`${htmlcsSource};window.__htmlcs = HTMLCS;`);
  const messages = await page.evaluate(
    () =>
      new Promise<HtmlcsMessage[]>((resolve) => {
        type Message = { type: number; code: string; element: Element };
        const htmlcs = (window as unknown as { __htmlcs: { process: (standard: string, root: Document, done: () => void) => void; getMessages: () => Message[] } }).__htmlcs;
        htmlcs.process('WCAG2AA', document, () =>
          resolve(
            htmlcs
              .getMessages()
              // 1: error (2 warning, 3 notice)
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                element: (message.element.outerHTML ?? message.element.nodeName).replace(/\s+/g, ' ').slice(0, 160),
                href: message.element.getAttribute?.('href') ?? null,
              })),
          ),
        );
      }),
  );
  return messages
    .filter((message) => !HTMLCS_FALSE_POSITIVES.some((known) => known.code.test(message.code) && known.applies(message)))
    .map((message) => `${message.code}: ${message.element}`);
}

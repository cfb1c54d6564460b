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

/** What the allow-lists need to know of the page at the time of the scan. */
interface PageFacts {
  /** The document's first heading is in an open dialog (a header popout, the filter drawer), not the page's. */
  firstHeadingInDialog: boolean;
  /** A modal dialog is open: the page behind it is hidden from assistive technology. */
  modalOpen: boolean;
}

interface Finding {
  rule: string;
  target: string;
}

/** Alfa's findings that are none here, each with why. */
const ALFA_FALSE_POSITIVES: { rule: string; why: string; applies: (finding: Finding, page: PageFacts) => boolean }[] = [
  {
    rule: 'sia-r61',
    why: "the first heading belongs to an open dialog: placed before the page's content (the help popout), or the only content not hidden behind a modal (the filter drawer); the page's own first heading is its h1",
    applies: (_, page) => page.firstHeadingInDialog || page.modalOpen,
  },
  {
    rule: 'sia-r87',
    why: 'a modal dialog is open: it hides the page, the skip link with it; without the dialog the skip link is the first Tab stop',
    applies: (_, page) => page.modalOpen,
  },
];

/**
 * Alfa's genuine findings not mended yet, each with what it is: reported as the test's annotations, so they
 * stay in sight without failing the run. A finding not listed here fails.
 */
const ALFA_OPEN: { rule: string; what: string; applies: (finding: Finding) => boolean }[] = [
];

/** An element's markup; a group of elements (e.g. landmarks sharing a name) as theirs, joined. */
function targetText(target: unknown): string {
  let text = String(target);
  if (text === '[object Object]' && target !== null && typeof target === 'object' && Symbol.iterator in target) text = [...(target as Iterable<unknown>)].map(String).join(' | ');
  return text.replace(/\s+/g, ' ');
}

/**
 * Alfa's failed outcomes on the page as `sia-rNN: element` lines, its false positives left out; `open`
 * receives the known open findings.
 */
export async function alfaFailures(page: Page, open: (finding: string) => void = () => undefined): Promise<string[]> {
  const facts = await page.evaluate<PageFacts>(() => ({
    firstHeadingInDialog: !!document.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]')?.closest('[role="dialog"], [role="alertdialog"], dialog'),
    modalOpen: !!document.querySelector('[aria-modal="true"], dialog:modal'),
  }));
  const handle = await page.evaluateHandle(() => window.document);
  const alfaPage = await Playwright.toPage(handle);
  await handle.dispose();
  const outcomes = await Audit.of(alfaPage, ALFA_RULES).evaluate();
  const failures: string[] = [];
  for (const outcome of outcomes) {
    if (!Outcome.isFailed(outcome)) continue;
    const finding = { rule: outcome.rule.uri.replace(/^.*\/rules\//, ''), target: targetText(outcome.target) };
    if (ALFA_FALSE_POSITIVES.some((known) => known.rule === finding.rule && known.applies(finding, facts))) continue;
    const line = `${finding.rule}: ${finding.target.slice(0, 160)}`;
    const known = ALFA_OPEN.find((entry) => entry.rule === finding.rule && entry.applies(finding));
    if (known) open(`${line} (${known.what})`);
    else failures.push(line);
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

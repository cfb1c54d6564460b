import { demoteH1, ensureId, isInPageToc, rewriteInPageLinks, textOf } from '../../components/cms/prepare';
import { sanitizeCmsToDom, serializeCms, type SafeHtml } from '../../components/sanitize';

/**
 * The FAQ page of the CMS as questions and answers. The CMS writes one `<section id="faq-…">` per question,
 * its first heading the question and the rest the answer (scripts/examples/content.ts). Without sections,
 * every h2 starts a question and the content up to the next h2 is its answer. What comes before the first
 * question is the introduction; a list of in-page links there (the CMS's own list of questions) is dropped,
 * the page lists and searches the questions itself.
 */
export interface FaqEntry {
  /** Anchor of the question: the section's id, else the heading's, else one made from the question. */
  id: string;
  question: string;
  answer: SafeHtml;
  /** Question and answer as normalized plain text, for the search. */
  searchText: string;
}

export interface ParsedFaq {
  intro: SafeHtml | undefined;
  entries: FaqEntry[];
  /** The questions' heading level: one below the introduction's own heading (2 without one). */
  questionLevel: number;
}

/** An entry before its answer is serialized: the answer as sanitized DOM (the page serializes it per question). */
type FaqDomEntry = Omit<FaqEntry, 'answer'> & { answer: HTMLElement };

export interface ParsedFaqDom {
  intro: HTMLElement | undefined;
  entries: FaqDomEntry[];
  questionLevel: number;
}

const headingLevel = (heading: Element) => Number(heading.tagName.slice(1));

/** Headings inside an answer that are not below its question become one level below it. */
function nestHeadings(answer: HTMLElement, questionLevel: number) {
  const level = Math.min(questionLevel + 1, 6);
  for (const heading of Array.from(answer.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    if (headingLevel(heading) > questionLevel) continue;
    const nested = answer.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) nested.setAttribute(attribute.name, attribute.value);
    while (heading.firstChild) nested.appendChild(heading.firstChild);
    heading.replaceWith(nested);
  }
}

/** Lower case, without diacritics, ß as ss: 'Häufig' and 'haufig' match. */
export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase('de').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** Entries whose question or answer contain every word of the query (all when the query is empty). */
export function filterFaq<E extends Pick<FaqEntry, 'searchText'>>(entries: E[], query: string): E[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => words.every((word) => entry.searchText.includes(word)));
}

function newBody(document: Document): HTMLElement {
  return document.createElement('body');
}

interface RawEntry {
  idSource: Element;
  heading: Element;
  answerNodes: Node[];
}

function sectionEntries(body: HTMLElement): { entries: RawEntry[]; introNodes: Node[] } | undefined {
  const sections = Array.from(body.children).filter((child) => child.tagName === 'SECTION' && child.querySelector('h2, h3'));
  if (sections.length === 0) return undefined;
  const first = sections[0];
  const introNodes: Node[] = [];
  for (const node of Array.from(body.childNodes)) {
    if (node === first) break;
    introNodes.push(node);
  }
  const entries = sections.map((section) => {
    const heading = section.querySelector('h2, h3') as Element;
    const answerNodes = Array.from(section.childNodes).filter((node) => node !== heading && !node.contains(heading));
    return { idSource: section, heading, answerNodes };
  });
  return { entries, introNodes };
}

function headingEntries(body: HTMLElement): { entries: RawEntry[]; introNodes: Node[] } {
  const introNodes: Node[] = [];
  const entries: RawEntry[] = [];
  for (const node of Array.from(body.childNodes)) {
    if (node.nodeType === 1 && (node as Element).tagName === 'H2') {
      entries.push({ idSource: node as Element, heading: node as Element, answerNodes: [] });
    } else if (entries.length === 0) {
      introNodes.push(node);
    } else {
      entries[entries.length - 1]?.answerNodes.push(node);
    }
  }
  return { entries, introNodes };
}

/**
 * The questions and answers on the sanitized DOM of the first pass. The FAQ page serializes every answer in
 * a component of its own, so that React can yield to the browser between them (FaqPage.tsx).
 */
export function parseFaqDom(html: string, routePath: string): ParsedFaqDom {
  const body = sanitizeCmsToDom(html);
  const document = body.ownerDocument;
  for (const child of Array.from(body.children)) if (child.tagName === 'NAV' && isInPageToc(child)) child.remove();
  demoteH1(body);
  rewriteInPageLinks(body, routePath);
  const raw = sectionEntries(body) ?? headingEntries(body);
  // The questions nest under the introduction's heading (the CMS's h1, demoted to the page's section level).
  const introLevels = raw.introNodes.flatMap((node) => (node.nodeType === 1 ? Array.from((node as Element).querySelectorAll('h2, h3, h4, h5, h6')).concat(/^H[2-6]$/.test((node as Element).tagName) ? [node as Element] : []) : [])).map(headingLevel);
  const questionLevel = introLevels.length > 0 ? Math.min(Math.min(...introLevels) + 1, 6) : 2;
  const taken = new Set<string>();
  const entries: FaqDomEntry[] = [];
  for (const item of raw.entries) {
    const question = textOf(item.heading);
    if (!question) continue;
    const idSource = item.idSource.getAttribute('id') ? item.idSource : item.heading;
    const id = ensureId(idSource, question, taken);
    const answer = newBody(document);
    for (const node of item.answerNodes) answer.appendChild(node);
    nestHeadings(answer, questionLevel);
    entries.push({ id, question, answer, searchText: normalizeForSearch(`${question} ${textOf(answer)}`) });
  }
  const introBody = newBody(document);
  for (const node of raw.introNodes) introBody.appendChild(node);
  return { intro: textOf(introBody) === '' ? undefined : introBody, entries, questionLevel };
}

/** The questions and answers, serialized (`parseFaqDom`, then the second pass of every answer): tests, plain use. */
export function parseFaq(html: string, routePath: string): ParsedFaq {
  const { intro, entries, questionLevel } = parseFaqDom(html, routePath);
  return {
    intro: intro && serializeCms(intro),
    questionLevel,
    entries: entries.map((entry) => ({ ...entry, answer: serializeCms(entry.answer) })),
  };
}

import { sanitizeCmsToDom, serializeCms, type SafeHtml } from '../sanitize';
import { anchorHref } from './anchors';

/**
 * Turns CMS HTML into what a content page shows: sanitized (src/components/sanitize.ts), a leading heading
 * that only repeats the page's title dropped, the heading structure kept under the page's own h1 (an h1 of
 * the CMS becomes an h2), every h2 with an id, and a table
 * of contents for long pages. A table of contents the CMS wrote itself (a <nav> of nothing but in-page
 * links) is replaced by ours so that the page does not list its sections twice.
 */
interface TocEntry {
  id: string;
  text: string;
}

export interface PreparedCms {
  html: SafeHtml;
  toc: TocEntry[];
}

/** A page gets a table of contents from this many h2 sections on. */
export const TOC_MIN_SECTIONS = 3;

/** '#abschnitt' → 'abschnitt'; app routes ('#/…'), empty fragments and other URLs → undefined. */
export function inPageAnchor(href: string | null | undefined): string | undefined {
  if (!href || !href.startsWith('#') || href.startsWith('#/') || href.length < 2) return undefined;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

/** A stable id from heading text: 'Risikobasierte Häufigkeit' → 'risikobasierte-haeufigkeit'. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'abschnitt';
}

/** Gives an element an id if it has none, unique within the document. */
export function ensureId(element: Element, text: string, taken: Set<string>): string {
  const existing = element.getAttribute('id');
  if (existing) {
    taken.add(existing);
    return existing;
  }
  const base = slugify(text);
  let id = base;
  for (let n = 2; taken.has(id) || element.ownerDocument.getElementById(id); n++) id = `${base}-${n}`;
  taken.add(id);
  element.setAttribute('id', id);
  return id;
}

/** Replaces every <h1> by an <h2> with the same attributes and content; returns the new headings. */
export function demoteH1(root: Element): Set<Element> {
  const demoted = new Set<Element>();
  for (const h1 of Array.from(root.querySelectorAll('h1'))) {
    const h2 = root.ownerDocument.createElement('h2');
    for (const attribute of Array.from(h1.attributes)) h2.setAttribute(attribute.name, attribute.value);
    while (h1.firstChild) h2.appendChild(h1.firstChild);
    h1.replaceWith(h2);
    demoted.add(h2);
  }
  return demoted;
}

/** Heading text compared loosely: case, punctuation and 'und' against '/' do not count. */
function titleKey(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .replace(/\s+und\s+|[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Removes the content's first heading when nothing precedes it and it says the same as the page's title. */
function dropRepeatedTitle(root: Element, pageTitle: string): void {
  const heading = root.querySelector('h1, h2, h3, h4, h5, h6');
  if (!heading || titleKey(textOf(heading)) !== titleKey(pageTitle)) return;
  const before = root.ownerDocument.createRange();
  before.setStart(root, 0);
  before.setEndBefore(heading);
  if (before.toString().trim() === '') heading.remove();
}

/** A <nav> that only lists links to anchors on the same page: the CMS's own table of contents. */
export function isInPageToc(nav: Element): boolean {
  const links = Array.from(nav.querySelectorAll('a'));
  return links.length > 0 && links.every((link) => inPageAnchor(link.getAttribute('href')) !== undefined);
}

export function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** In-page links (`#id`) become links to the anchor on the route's page (`#/route#id`, see anchors.ts). */
export function rewriteInPageLinks(root: Element, routePath: string): void {
  for (const link of Array.from(root.querySelectorAll('a[href^="#"]'))) {
    const id = inPageAnchor(link.getAttribute('href'));
    if (id !== undefined) link.setAttribute('href', anchorHref(routePath, id));
  }
}

/**
 * Every table goes into a named, keyboard-focusable horizontal scroll region (like the app's own tables,
 * src/components/TableScroll.tsx), so that a wide table never makes the page scroll sideways at 320 px
 * (WCAG 1.4.10); the region's name is the table's caption.
 */
export function wrapTables(root: Element): void {
  const tables = Array.from(root.querySelectorAll('table')).filter((table) => !table.parentElement?.classList.contains('table-scroll'));
  tables.forEach((table, index) => {
    const region = root.ownerDocument.createElement('div');
    region.className = 'table-scroll';
    region.setAttribute('role', 'region');
    region.setAttribute('tabindex', '0');
    const caption = table.querySelector('caption');
    region.setAttribute('aria-label', (caption && textOf(caption)) || `Tabelle ${index + 1}`);
    table.replaceWith(region);
    region.appendChild(table);
  });
}

/** What a content page shows, as the sanitized DOM of the first pass (see `prepareCmsPage`). */
export interface PreparedCmsDom {
  body: HTMLElement;
  toc: TocEntry[];
}

/**
 * The page transformations on the sanitized DOM, without the second pass: the page serializes it in a
 * component of its own (components/CmsContent.tsx), so that React can yield between the two.
 */
export function prepareCmsDom(html: string, routePath: string, pageTitle?: string): PreparedCmsDom {
  const body = sanitizeCmsToDom(html);
  if (pageTitle !== undefined) dropRepeatedTitle(body, pageTitle);
  const demoted = demoteH1(body);
  const taken = new Set<string>();
  const sections = Array.from(body.querySelectorAll('h2'))
    .filter((heading) => !demoted.has(heading))
    .map((heading) => ({ id: ensureId(heading, textOf(heading), taken), text: textOf(heading) }))
    .filter((entry) => entry.text !== '');
  const toc = sections.length >= TOC_MIN_SECTIONS ? sections : [];
  if (toc.length > 0) {
    for (const nav of Array.from(body.querySelectorAll('nav'))) if (isInPageToc(nav)) nav.remove();
  }
  rewriteInPageLinks(body, routePath);
  wrapTables(body);
  return { body, toc };
}

/** The whole preparation in one call, serialized (tests, plain use; the page serializes in SanitizedHtml). */
export function prepareCmsPage(html: string, routePath: string, pageTitle?: string): PreparedCms {
  const { body, toc } = prepareCmsDom(html, routePath, pageTitle);
  return { html: serializeCms(body), toc };
}

import { sanitizeCmsToDom } from '../sanitize';
import { rewriteInPageLinks, wrapTables } from './prepare';

const HEADING = /^H([1-6])$/;

function headingLevel(node: Node): number | undefined {
  const match = node.nodeType === 1 ? HEADING.exec((node as Element).tagName) : null;
  return match ? Number(match[1]) : undefined;
}

/** Renames an element, keeping its attributes and content. */
function rename(element: Element, tagName: string): Element {
  const renamed = element.ownerDocument.createElement(tagName);
  for (const attribute of Array.from(element.attributes)) renamed.setAttribute(attribute.name, attribute.value);
  while (element.firstChild) renamed.appendChild(element.firstChild);
  element.replaceWith(renamed);
  return renamed;
}

/**
 * One section of a CMS page, for the 'Info' modal: the element with the id `anchor` (sanitized, see
 * components/sanitize.ts). A heading brings the content up to the next heading of its level or above; any
 * other element is taken whole. Its headings start at h3 (the modal's title is the h2), ids are dropped
 * (the page behind may use them) and in-page links point at the section on the CMS page's route.
 * Undefined when the page has no such anchor.
 */
export function cmsSection(html: string, routePath: string, anchor: string): HTMLElement | undefined {
  const source = sanitizeCmsToDom(html);
  const target = Array.from(source.querySelectorAll('[id]')).find((element) => element.id === anchor);
  if (!target) return undefined;
  rewriteInPageLinks(source, routePath);
  const section = source.ownerDocument.createElement('body');
  const level = headingLevel(target);
  if (level === undefined) {
    section.appendChild(target);
  } else {
    let next = target.nextSibling;
    section.appendChild(target);
    while (next) {
      const nextLevel = headingLevel(next);
      if (nextLevel !== undefined && nextLevel <= level) break;
      const following: ChildNode | null = next.nextSibling;
      section.appendChild(next);
      next = following;
    }
  }
  const headings = Array.from(section.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const top = Math.min(...headings.map((heading) => headingLevel(heading) ?? 6));
  for (const heading of headings) rename(heading, `h${Math.min(6, (headingLevel(heading) ?? 6) - top + 3)}`);
  for (const element of Array.from(section.querySelectorAll('[id]'))) element.removeAttribute('id');
  wrapTables(section);
  return section;
}

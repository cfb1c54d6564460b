import { describe, expect, it } from 'vitest';
import { CMS_FAQ, CMS_RECHTSGRUNDLAGEN_LEITFAEDEN } from '../../../scripts/examples/content';
import { serializeCms } from '../sanitize';
import { htmlElement } from '../testing';
import { cmsSection } from './section';

/** The section as the modal shows it (the second sanitizing pass, serialized). */
function section(html: string, routePath: string, anchor: string): HTMLElement | undefined {
  const node = cmsSection(html, routePath, anchor);
  return node && htmlElement(serializeCms(node));
}

describe('a section of a CMS page for the Info modal', () => {
  it('an element with the id is taken whole, its heading as h3, without ids, its tables in a named scroll region', () => {
    const status = section(CMS_FAQ, '/faq', 'faq-status')!;
    expect(status.querySelector('h3')?.textContent).toBe('Was bedeuten die Angaben zum Status einer Anlage?');
    expect(status.querySelectorAll('h1, h2')).toHaveLength(0);
    expect(status.querySelectorAll('[id]')).toHaveLength(0);
    expect(status.querySelector('.table-scroll[role="region"]')?.getAttribute('aria-label')).toBe('Status einer Anlage im Register');
    expect(status.textContent).not.toContain('bvT-Schlussfolgerungen beschreiben');
  });

  it('a heading brings its content up to the next heading of its level, sub-headings one level under it', () => {
    const annex = section(CMS_RECHTSGRUNDLAGEN_LEITFAEDEN, '/legal-bases-guidelines', 'anhang-1')!;
    expect(annex.firstElementChild?.outerHTML).toBe('<h3>Tätigkeiten nach Anhang I</h3>');
    expect(annex.textContent).toContain('Mineralverarbeitende Industrie');
    // The next h2 (the 2024 revision) ends the h3's section.
    expect(annex.textContent).not.toContain('2024/1785');
    const ied = section(CMS_RECHTSGRUNDLAGEN_LEITFAEDEN, '/legal-bases-guidelines', 'ied')!;
    expect(Array.from(ied.querySelectorAll('h3, h4')).map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H3 Die Industrieemissionsrichtlinie 2010/75/EU',
      'H4 Grundsätze',
      'H4 Tätigkeiten nach Anhang I',
    ]);
    expect(ied.textContent).not.toContain('Umsetzung in Österreich');
  });

  it('in-page links point at the anchor on the CMS page’s route', () => {
    const html = '<h2 id="a">A</h2><p><a href="#b">zu B</a> <a href="#/installations">Register</a></p><h2 id="b">B</h2>';
    const links = section(html, '/faq', 'a')!.querySelectorAll('a');
    expect(Array.from(links).map((link) => link.getAttribute('href'))).toEqual(['#/faq#b', '#/installations']);
  });

  it('is sanitized like every CMS content', () => {
    const html = '<section id="x"><h2 onclick="alert(1)">X</h2><script>alert(2)</script><img src="y" onerror="alert(3)"><a href="javascript:alert(4)">z</a></section>';
    const x = section(html, '/faq', 'x')!;
    expect(x.innerHTML).not.toMatch(/onclick|onerror|script|javascript:/i);
    expect(x.querySelector('h3')?.textContent).toBe('X');
  });

  it('is undefined for an anchor the page does not have', () => {
    expect(cmsSection(CMS_FAQ, '/faq', 'faq-gibt-es-nicht')).toBeUndefined();
    expect(cmsSection(CMS_FAQ, '/faq', '')).toBeUndefined();
  });
});

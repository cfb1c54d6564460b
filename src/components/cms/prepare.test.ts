import { describe, expect, it } from 'vitest';
import { anchorFromLocation, anchorHref } from './anchors';
import { inPageAnchor, prepareCmsPage, slugify, textOf, TOC_MIN_SECTIONS } from './prepare';
import { htmlElement as dom } from '../testing';

const LONG = `<h1 id="titel">Umweltinspektion</h1><nav aria-label="Inhalt"><ul><li><a href="#system">System</a></li></ul></nav>
<h2 id="system">Das System</h2><p>Siehe <a href="#haeufigkeit">Häufigkeit</a>.</p><h3>Plan</h3>
<h2>Risikobasierte Häufigkeit</h2><h2>Wer inspiziert?</h2><a href="#/installations">Register</a>`;

describe('prepareCmsPage', () => {
  it('demotes an h1 of the CMS below the page h1 and keeps h2/h3', () => {
    const body = dom(String(prepareCmsPage(LONG, '/environmental-inspection').html));
    expect(body.querySelector('h1')).toBeNull();
    expect(Array.from(body.querySelectorAll('h2, h3')).map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H2:Umweltinspektion',
      'H2:Das System',
      'H3:Plan',
      'H2:Risikobasierte Häufigkeit',
      'H2:Wer inspiziert?',
    ]);
    expect(body.querySelector('h2')?.id).toBe('titel');
  });

  it(`builds a table of contents from ${TOC_MIN_SECTIONS} h2 on, with ids, and drops the CMS's own`, () => {
    const prepared = prepareCmsPage(LONG, '/environmental-inspection');
    expect(prepared.toc).toEqual([
      { id: 'system', text: 'Das System' },
      { id: 'risikobasierte-haeufigkeit', text: 'Risikobasierte Häufigkeit' },
      { id: 'wer-inspiziert', text: 'Wer inspiziert?' },
    ]);
    const body = dom(String(prepared.html));
    expect(body.querySelector('nav')).toBeNull();
    expect(body.querySelector('#risikobasierte-haeufigkeit')?.tagName).toBe('H2');
  });

  it('has no table of contents for short pages and keeps their nav', () => {
    const prepared = prepareCmsPage('<nav><a href="#a">A</a></nav><h2 id="a">A</h2><h2>B</h2>', '/x');
    expect(prepared.toc).toEqual([]);
    expect(dom(String(prepared.html)).querySelector('nav a')?.getAttribute('href')).toBe('#/x#a');
  });

  it('points in-page links at the anchor on the route and leaves app routes alone', () => {
    const links = dom(String(prepareCmsPage(LONG, '/environmental-inspection').html)).querySelectorAll('a');
    expect(Array.from(links).map((a) => a.getAttribute('href'))).toEqual(['#/environmental-inspection#haeufigkeit', '#/installations']);
  });

  it('drops a leading heading that repeats the page title', () => {
    const headings = (html: string, title: string) => Array.from(dom(String(prepareCmsPage(html, '/x', title).html)).querySelectorAll('h2, h3')).map(textOf);
    expect(headings(LONG, 'Umweltinspektion')).toEqual(['Das System', 'Plan', 'Risikobasierte Häufigkeit', 'Wer inspiziert?']);
    expect(headings('<div><h1> Rechtsgrundlagen und  Leitfäden</h1></div><h2>EU</h2>', 'Rechtsgrundlagen/Leitfäden')).toEqual(['EU']);
    expect(prepareCmsPage(LONG, '/x', 'Umweltinspektion').toc.map((entry) => entry.text)).toEqual(['Das System', 'Risikobasierte Häufigkeit', 'Wer inspiziert?']);
  });

  it('keeps a leading heading that says something else, and a title heading after other content', () => {
    const headings = (html: string, title: string) => Array.from(dom(String(prepareCmsPage(html, '/x', title).html)).querySelectorAll('h2')).map(textOf);
    expect(headings('<h1>Häufig gestellte Fragen</h1><h2>A</h2>', 'FAQ')).toEqual(['Häufig gestellte Fragen', 'A']);
    expect(headings('<p>Vorwort</p><h2>Umweltinspektion</h2>', 'Umweltinspektion')).toEqual(['Umweltinspektion']);
  });

  it('makes unique ids', () => {
    const prepared = prepareCmsPage('<h2>Frage</h2><h2>Frage</h2><h2 id="frage-2">X</h2>', '/x');
    expect(new Set(prepared.toc.map((entry) => entry.id)).size).toBe(3);
  });
});

describe('anchors', () => {
  it.each([
    ['#abschnitt', 'abschnitt'],
    ['#h%C3%A4ufig', 'häufig'],
    ['#/faq', undefined],
    ['#', undefined],
    ['https://x.at/#a', undefined],
  ])('inPageAnchor accepts #id only: %s → %s', (href, anchor) => {
    expect(inPageAnchor(href)).toBe(anchor);
  });

  it('reads the anchor from the route fragment or from the part after "!"', () => {
    expect(anchorFromLocation('#faq-suche', '#/faq#faq-suche')).toBe('faq-suche');
    expect(anchorFromLocation('', '#/faq!faq-suche')).toBe('faq-suche');
    expect(anchorFromLocation('', '#/faq')).toBeUndefined();
    expect(anchorHref('/faq', 'faq suche')).toBe('#/faq#faq%20suche');
  });

  it('slugify makes German headings into ids', () => {
    expect(slugify('Größe & Übersicht – 2024')).toBe('groesse-uebersicht-2024');
    expect(slugify('???')).toBe('abschnitt');
  });

  it('puts every table into a named, focusable scroll region (reflow at 320 px)', () => {
    const html = '<table><caption>Kategorien</caption><tr><td>1</td></tr></table><p>x</p><table><tr><td>2</td></tr></table>';
    const regions = Array.from(dom(String(prepareCmsPage(html, '/faq').html)).querySelectorAll('.table-scroll'));
    expect(regions.map((region) => [region.getAttribute('role'), region.getAttribute('tabindex'), region.getAttribute('aria-label'), region.querySelector('table') !== null])).toEqual([
      ['region', '0', 'Kategorien', true],
      ['region', '0', 'Tabelle 2', true],
    ]);
  });
});

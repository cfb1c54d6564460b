import { describe, expect, it } from 'vitest';
import example from '../../../openapi/examples/app/cms-faq.json';
import { filterFaq, normalizeForSearch, parseFaq } from './parseFaq';
import { htmlElement as dom } from '../../components/testing';

describe('parseFaq', () => {
  it('reads the questions of the CMS FAQ (one section per question)', () => {
    const faq = parseFaq(example.value, '/faq');
    expect(faq.entries.length).toBeGreaterThan(1);
    const first = faq.entries[0];
    expect(first?.id).toBe('faq-was-ist-ippc');
    expect(first?.question).toBe('Was ist eine IPPC-Anlage?');
    const answer = dom(first?.answer);
    expect(answer.querySelector('h2')).toBeNull();
    expect(answer.textContent).toMatch(/Integrated Pollution Prevention and Control/);
    // Every question of the CMS's own list is an entry, in that order.
    const listed = Array.from(dom(example.value).querySelectorAll('nav a')).map((a) => a.getAttribute('href')?.slice(1));
    expect(faq.entries.map((entry) => entry.id)).toEqual(listed);
  });

  it('keeps the introduction without the CMS list of questions, its h1 demoted', () => {
    const intro = dom(parseFaq(example.value, '/faq').intro);
    expect(intro.querySelector('nav')).toBeNull();
    expect(intro.querySelector('h1')).toBeNull();
    expect(intro.querySelector('h2')?.textContent).toBe('Häufig gestellte Fragen');
    expect(intro.querySelector('.lead')).not.toBeNull();
  });

  it("nests the questions under the introduction's heading, and an answer's headings under its question", () => {
    expect(parseFaq(example.value, '/faq').questionLevel).toBe(3);
    expect(parseFaq('<section id="faq-a"><h2>A?</h2><p>a</p></section>', '/faq').questionLevel).toBe(2);
    const faq = parseFaq('<h2>Fragen</h2><section id="faq-a"><h2>A?</h2><h3>Teil</h3><p>a</p></section>', '/faq');
    expect(faq.questionLevel).toBe(3);
    expect(dom(faq.entries[0]?.answer).querySelector('h4')?.textContent).toBe('Teil');
  });

  it('points links to other questions at their anchor on the FAQ route', () => {
    const faq = parseFaq('<section id="faq-a"><h2>A?</h2><p>Siehe <a href="#faq-b">B</a>.</p></section><section id="faq-b"><h2>B?</h2><p>b</p></section>', '/faq');
    expect(dom(faq.entries[0]?.answer).querySelector('a')?.getAttribute('href')).toBe('#/faq#faq-b');
  });

  it('falls back to one question per h2 when there are no sections', () => {
    const faq = parseFaq('<p>Einleitung</p><h2>Erste Frage?</h2><p>Antwort 1</p><ul><li>mehr</li></ul><h2 id="zwei">Zweite?</h2><p>Antwort 2</p>', '/faq');
    expect(faq.entries.map((entry) => [entry.id, entry.question])).toEqual([
      ['erste-frage', 'Erste Frage?'],
      ['zwei', 'Zweite?'],
    ]);
    expect(dom(faq.entries[0]?.answer).innerHTML).toBe('<p>Antwort 1</p><ul><li>mehr</li></ul>');
    expect(dom(faq.intro).textContent).toBe('Einleitung');
  });

  it('sanitizes questions and answers', () => {
    const faq = parseFaq('<section id="faq-x"><h2>Frage<img src=x onerror=alert(1)>?</h2><p onclick="alert(2)">A<script>alert(3)</script></p></section>', '/faq');
    expect(faq.entries[0]?.question).toBe('Frage?');
    expect(String(faq.entries[0]?.answer)).toBe('<p>A</p>');
  });

  it('has no entries for content without questions', () => {
    expect(parseFaq('<p>Nur Text</p>', '/faq').entries).toEqual([]);
  });
});

describe('FAQ search', () => {
  const faq = parseFaq(example.value, '/faq');

  it('finds questions by words of question or answer, ignoring case and umlauts', () => {
    expect(filterFaq(faq.entries, 'INSPEKTIONSBERICHT').map((entry) => entry.id)).toContain('faq-inspektionsbericht');
    expect(filterFaq(faq.entries, 'anpassung frist').map((entry) => entry.id)).toContain('faq-anpassungsfrist');
    expect(normalizeForSearch('Größe  Häufig')).toBe('grosse haufig');
  });

  it('returns everything for an empty query and nothing for a word that is nowhere', () => {
    expect(filterFaq(faq.entries, '  ')).toHaveLength(faq.entries.length);
    expect(filterFaq(faq.entries, 'xylophon')).toEqual([]);
  });
});

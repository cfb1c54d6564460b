import { describe, expect, it } from 'vitest';
import { relativeCmsLink, sanitizeCmsHtml } from './sanitize';
import { htmlElement } from './testing';

const render = (html: string) => htmlElement(sanitizeCmsHtml(html));

describe('sanitizeCmsHtml', () => {
  it('keeps the target attribute and adds rel="noopener noreferrer" to links opening a new window', () => {
    const link = render('<a href="https://eur-lex.europa.eu/" target="_blank">EUR-Lex</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('overrides a weaker rel and treats named windows as new windows too', () => {
    const links = render('<a href="/a" target="_blank" rel="opener">a</a><a href="/b" target="fenster">b</a>').querySelectorAll('a');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves links in the same window without rel', () => {
    const links = render('<a href="/a" target="_self">a</a><a href="/b">b</a>').querySelectorAll('a');
    expect(links[0]?.getAttribute('target')).toBe('_self');
    expect(links[0]?.hasAttribute('rel')).toBe(false);
    expect(links[1]?.hasAttribute('rel')).toBe(false);
  });

  it('rewrites cms.do? links to relative ones', () => {
    const links = render(
      '<a href="https://www.umweltbundesamt.at/portal/cms.do?id=leitfaden">a</a><a href="/portal/cms.do?id=2&amp;x=y">b</a><a href="cms.do?id=3">c</a><a href="https://example.at/mycms.do?id=4">d</a>',
    ).querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('cms.do?id=leitfaden');
    expect(links[1]?.getAttribute('href')).toBe('cms.do?id=2&x=y');
    expect(links[2]?.getAttribute('href')).toBe('cms.do?id=3');
    expect(links[3]?.getAttribute('href')).toBe('https://example.at/mycms.do?id=4');
  });

  it('relativeCmsLink leaves other links alone', () => {
    expect(relativeCmsLink('https://example.at/seite?cms.do')).toBe('https://example.at/seite?cms.do');
    expect(relativeCmsLink('#abschnitt')).toBe('#abschnitt');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = sanitizeCmsHtml(
      '<p onclick="alert(1)">Text</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><a href=" JaVaScRiPt:alert(5)">y</a>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|alert/i);
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain('<img src="x">');
  });

  it('removes inline CSS, forms, iframes, objects, SVG, MathML and data attributes', () => {
    const html = sanitizeCmsHtml(
      '<p style="color:red" data-x="1">a</p><style>p{}</style><form action="/x"><input name="q"><button>Senden</button></form><iframe srcdoc="<b>x</b>"></iframe><object data="x.swf"></object><embed src="x"><svg><circle r="1"/></svg><math><mi>x</mi></math>',
    );
    // Text of removed form controls stays as text; nothing else of them does.
    expect(html).toBe('<p>a</p> Senden');
  });

  it('keeps ordinary content: headings, lists, tables, ids and classes', () => {
    const source = '<h2 id="a" class="b">Titel</h2><ul><li>eins</li></ul><table><caption>T</caption><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeCmsHtml(source)).toBe(source);
  });
});

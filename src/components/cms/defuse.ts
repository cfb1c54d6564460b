/**
 * Chromium checks the Content-Security-Policy while it PARSES HTML, even into an inert document
 * (DOMParser, <template>, createHTMLDocument, Document.parseHTML): every event-handler attribute, style
 * attribute and <style> element in the CMS HTML would produce a CSP violation report before DOMPurify
 * could remove it. Nothing runs, but the reports would bury real ones.
 *
 * So, before DOMPurify parses the CMS HTML, this pass renames event-handler and style attributes
 * (`onerror` → `x-onerror`, which DOMPurify then drops as unknown) and removes <style> and <base> elements. It follows
 * the HTML tokenizer for tags and attributes and also treats attribute values as HTML (a value can become
 * markup where the real parser is in a comment or raw text), so that it sees every attribute the browser's
 * parser can see. It is NOT a security boundary: DOMPurify is; this only keeps the policy quiet.
 */
const DEFUSED_ATTRIBUTE = /^(?:on|style$)/i;
const SPACE = /[\t\n\f\r ]/;
const MAX_DEPTH = 4;

function isAttributeNameEnd(char: string): boolean {
  return SPACE.test(char) || char === '/' || char === '>' || char === '=';
}

/** Blunt fallback for deeply nested values: every on…/style word that could start an attribute. */
function bluntDefuse(text: string): string {
  return text.replace(/(^|[\t\n\f\r /"'<=])(on[^\t\n\f\r />=]*|style)(?=[\t\n\f\r />=]|$)/gi, '$1x-$2');
}

export function defuseInlineCode(html: string, depth = 0): string {
  if (depth > MAX_DEPTH) return bluntDefuse(html);
  const n = html.length;
  let out = '';
  let i = 0;
  const tagOpen = /<(\/?)([a-zA-Z][^\t\n\f\r />]*)/y;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    tagOpen.lastIndex = lt;
    const match = tagOpen.exec(html);
    if (!match) {
      out += '<';
      i = lt + 1;
      continue;
    }
    const isEndTag = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    let tag = match[0];
    let j = lt + match[0].length;
    while (j < n) {
      const char = html[j] as string;
      if (SPACE.test(char) || char === '/') {
        tag += char;
        j++;
        continue;
      }
      if (char === '>') {
        tag += char;
        j++;
        break;
      }
      // Attribute name (its first character may be '=').
      const start = j;
      j++;
      while (j < n && !isAttributeNameEnd(html[j] as string)) j++;
      const attributeName = html.slice(start, j);
      tag += DEFUSED_ATTRIBUTE.test(attributeName) ? `x-${attributeName}` : attributeName;
      let k = j;
      while (k < n && SPACE.test(html[k] as string)) k++;
      if (html[k] !== '=') continue;
      tag += html.slice(j, k + 1);
      j = k + 1;
      while (j < n && SPACE.test(html[j] as string)) tag += html[j++];
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const end = close < 0 ? n : close;
        tag += quote + defuseInlineCode(html.slice(j + 1, end), depth + 1) + (close < 0 ? '' : quote);
        j = close < 0 ? n : close + 1;
      } else {
        const start = j;
        while (j < n && !SPACE.test(html[j] as string) && html[j] !== '>') j++;
        tag += defuseInlineCode(html.slice(start, j), depth + 1);
      }
    }
    i = j;
    if (!isEndTag && name === 'style') {
      // Raw text up to </style>: the element goes, replaced by a space (so nothing joins into a new tag).
      const close = /<\/style[\t\n\f\r />]/gi;
      close.lastIndex = j;
      const end = close.exec(html);
      const after = end ? html.indexOf('>', end.index) : -1;
      i = after < 0 ? n : after + 1;
      out += ' ';
      continue;
    }
    if (!isEndTag && name === 'base') {
      // Even an inert document applies <base> (and reports it against base-uri 'none'): drop it.
      out += ' ';
      continue;
    }
    out += tag;
  }
  return out;
}

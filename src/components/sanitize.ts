import DOMPurify, { type Config } from 'dompurify';
import type { TrustedHTML, TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib/index.js';
import { defuseInlineCode } from './cms/defuse';

/**
 * CMS HTML sanitizing: DOMPurify (newest 3.x) with the spec's configuration, the
 * `target` attribute allowed and `cms.do?` links made relative, plus our hardening where the spec is silent:
 *
 * - links that open another window (any target but _self/_parent/_top) get rel="noopener noreferrer";
 * - HTML only: SVG and MathML are dropped (no namespace confusion, no mutation XSS through foreign content);
 * - no inline CSS (`style` attributes and <style>): the Content-Security-Policy forbids inline styles, and
 *   CSS is an exfiltration and overlay channel;
 * - no forms or form controls (no phishing forms inside authority text), no <template>, no data-* attributes.
 *
 * The result is a TrustedHTML where the browser supports Trusted Types: the policy 'ippc-cms' is the only
 * one the Content-Security-Policy admits (scripts/web-server.ts), is created here once and never leaves
 * this module. It only wraps strings that DOMPurify parses into an inert document or has just serialized.
 *
 * The page transformations (demoting h1, heading ids, table of contents, FAQ questions) work on the
 * sanitized DOM of the first pass; `serializeCms` sanitizes that DOM a second time and serializes it, so
 * everything that reaches the page is DOMPurify's own output.
 */

const CMS_TRUSTED_TYPES_POLICY = 'ippc-cms';

/** HTML ready for `dangerouslySetInnerHTML`: a TrustedHTML where supported, else a string. */
export type SafeHtml = string | TrustedHTML;

const NEW_WINDOW_EXEMPT = new Set(['', '_self', '_parent', '_top']);

function createPolicy(): TrustedTypePolicy | null {
  if (typeof window === 'undefined') return null;
  const factory = (window as unknown as TrustedTypesWindow).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return null;
  try {
    return factory.createPolicy(CMS_TRUSTED_TYPES_POLICY, {
      // Called by DOMPurify only: on the dirty input to parse it into an inert document, and on its output.
      createHTML: (html: string) => html,
      createScriptURL: () => {
        throw new TypeError('ippc-cms: script URLs are never created');
      },
    }) as unknown as TrustedTypePolicy;
  } catch {
    return null;
  }
}

/** `cms.do?…` links (absolute or with a path) become relative `cms.do?…`. */
export function relativeCmsLink(href: string): string {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?(?:\/\/[^/?#]*)?(?:[^?#]*\/)?(cms\.do\?.*)$/i.exec(href.trim());
  return match?.[1] ?? href;
}

function createPurifier() {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' && node.nodeName !== 'AREA') return;
    const element = node as Element;
    const href = element.getAttribute('href');
    if (href) element.setAttribute('href', relativeCmsLink(href));
    const target = element.getAttribute('target');
    if (target !== null && !NEW_WINDOW_EXEMPT.has(target.trim().toLowerCase())) {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

function config(policyToUse: TrustedTypePolicy | null): Config {
  return {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'template', 'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'dialog'],
    FORBID_ATTR: ['style', 'formaction', 'form'],
    ALLOW_DATA_ATTR: false,
    // Our own policy, so DOMPurify never creates its default 'dompurify' policy (the CSP would refuse it).
    TRUSTED_TYPES_POLICY: policyToUse,
  };
}

/**
 * Two purifiers, one per pass, each configured once (`setConfig`): DOMPurify otherwise parses a config
 * object again on every call, which cost more than the sanitizing itself on the FAQ (one call per answer).
 */
let passes: { toDom: ReturnType<typeof createPurifier>; serialize: ReturnType<typeof createPurifier>; trusted: boolean } | undefined;

function purifiers() {
  if (!passes) {
    const policy = createPolicy();
    const toDom = createPurifier();
    // FORCE_BODY: content that starts with <frameset> or head-only elements still lands in a <body>.
    toDom.setConfig({ ...config(policy), RETURN_DOM: true, FORCE_BODY: true });
    const serialize = createPurifier();
    serialize.setConfig(policy ? { ...config(policy), RETURN_TRUSTED_TYPE: true } : config(null));
    passes = { toDom, serialize, trusted: policy !== null };
  }
  return passes;
}

// Built in a task of their own once this module has loaded (it loads with a page that shows CMS content,
// alongside the content's request), not in the render of the content: one long task fewer (TBT).
if (typeof window !== 'undefined') setTimeout(purifiers, 0);

/** First pass: the sanitized CMS HTML as the <body> of an inert document, ready for transformations. */
export function sanitizeCmsToDom(html: string): HTMLElement {
  // Event handlers and inline CSS renamed first, so that parsing them causes no CSP reports (cms/defuse.ts).
  const body = purifiers().toDom.sanitize(defuseInlineCode(html)) as unknown as HTMLElement | null;
  return body ?? document.implementation.createHTMLDocument('').body;
}

/**
 * Second pass: sanitizes a DOM again (a <body> element: its children; any other node: itself) and returns
 * DOMPurify's serialization, as TrustedHTML where Trusted Types exist.
 */
export function serializeCms(node: Node): SafeHtml {
  return purifiers().serialize.sanitize(node) as unknown as SafeHtml;
}

/** The whole rule set in one call, as a string (tests, plain use). */
export function sanitizeCmsHtml(html: string): string {
  return String(serializeCms(sanitizeCmsToDom(html)));
}

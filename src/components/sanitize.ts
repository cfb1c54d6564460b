import DOMPurify from 'dompurify';

/**
 * CMS HTML sanitizing (spec §7.2, DESIGN.md): DOMPurify (newest 3.x) with the `target` attribute allowed,
 * links that open a new window get rel="noopener noreferrer", and `cms.do?` links are made relative.
 */
let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href) {
        const match = /(?:^|\/)(cms\.do\?.*)$/.exec(href);
        if (match?.[1]) node.setAttribute('href', match[1]);
      }
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeCmsHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}

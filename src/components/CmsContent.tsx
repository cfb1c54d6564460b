import { useMemo, useRef, type ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { contentTexts } from '../messages/content';
import { anchorHref, useAnchorScroll, useInPageLinks } from './cms/anchors';
import { prepareCmsDom } from './cms/prepare';
import { serializeCms } from './sanitize';
import './cms/cms.css';

/**
 * A page of CMS content: sanitized, without a leading heading that repeats the page title, its headings
 * under the page's h1, a table of contents for long pages, and in-page anchors that scroll without leaving the route.
 */
export function CmsArticle({ html, pageTitle }: { html: string; pageTitle: string }) {
  const { pathname } = useLocation();
  const prepared = useMemo(() => prepareCmsDom(html, pathname, pageTitle), [html, pathname, pageTitle]);
  const containerRef = useRef<HTMLDivElement>(null);
  useInPageLinks(containerRef);
  useAnchorScroll(true);
  return (
    <div ref={containerRef}>
      {prepared.toc.length > 0 && (
        <nav className="cms-toc" aria-label={contentTexts.tocLabel}>
          <p className="cms-toc__title" aria-hidden="true">
            {contentTexts.tocTitle}
          </p>
          <ul>
            {prepared.toc.map((entry) => (
              <li key={entry.id}>
                <a href={anchorHref(pathname, entry.id)}>{entry.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <SanitizedHtml node={prepared.body} className="cms" />
    </div>
  );
}

/**
 * Sanitized DOM (of `sanitizeCmsToDom` and the page transformations) on the page: sanitized once more and
 * serialized (components/sanitize.ts), in a component of its own so that React, rendering the page's data
 * as a transition (QueryState), can yield to the browser between the two passes.
 */
export function SanitizedHtml({ node, ...props }: { node: Node } & Omit<ComponentProps<'div'>, 'dangerouslySetInnerHTML' | 'children'>) {
  const html = useMemo(() => serializeCms(node), [node]);
  return <div {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

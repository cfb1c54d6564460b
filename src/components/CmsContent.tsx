import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { cmsPageQuery } from '../api/queries';
import { appTexts } from '../messages/de';
import { contentTexts } from '../messages/content';
import { anchorHref, useAnchorScroll, useInPageLinks } from './cms/anchors';
import { prepareCmsPage } from './cms/prepare';
import { QueryState } from './QueryState';
import './cms/cms.css';

/** The CMS HTML of a page, loaded and cached 10 minutes (spec §7.2, §9): also for pages that render it their own way (the FAQ). */
export function useCmsPage(page: string) {
  return useQuery(cmsPageQuery(page));
}

/**
 * A page of CMS content (spec §7.2): sanitized, its headings under the page's h1, a table of contents for
 * long pages, and in-page anchors that scroll without leaving the route. When the content cannot be loaded
 * (or is empty) it says 'Die Information ist derzeit nicht verfügbar.' (spec §8).
 */
export function CmsContent({ page }: { page: string }) {
  const query = useCmsPage(page);
  return (
    <QueryState query={query} errorText={appTexts.contentUnavailable} isEmpty={(html) => html.trim() === ''} emptyText={appTexts.contentUnavailable}>
      {(html) => <CmsArticle html={html} />}
    </QueryState>
  );
}

export function CmsArticle({ html }: { html: string }) {
  const { pathname } = useLocation();
  const prepared = useMemo(() => prepareCmsPage(html, pathname), [html, pathname]);
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
      <div className="cms" dangerouslySetInnerHTML={{ __html: prepared.html }} />
    </div>
  );
}

import { useGetCmsPage } from '../../generated/app/hooks/cms/cms';
import { appTexts } from '../messages/de';
import { QueryState } from './QueryState';
import { sanitizeCmsHtml } from './sanitize';

/** A page of CMS content, cached 10 minutes (spec §7.2) and sanitized before display. */
export function CmsContent({ page }: { page: string }) {
  const query = useGetCmsPage(page, { query: { staleTime: 10 * 60_000 } });
  return (
    <QueryState query={query} errorText={appTexts.contentUnavailable} isEmpty={(html) => html.trim() === ''} emptyText={appTexts.contentUnavailable}>
      {(html) => <div className="cms" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />}
    </QueryState>
  );
}

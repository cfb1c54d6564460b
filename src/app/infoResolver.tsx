import type { QueryClient } from '@tanstack/react-query';
import { CMS_PAGES } from '../api/cmsPages';
import { cmsPageQuery } from '../api/queries';
import type { InfoResolver } from '../components/info/context';
import { pages } from './pages';

/** The CMS pages an info key may address, with the route that shows each page. */
const INFO_PAGES: Readonly<Record<string, string>> = {
  [CMS_PAGES.faq]: pages.faq.path,
  [CMS_PAGES.legalBases]: pages.legalBases.path,
  [CMS_PAGES.environmentalInspection]: pages.environmentalInspection.path,
};

/**
 * The app's resolver of 'Mehr Informationen': an info key '<CMS page>#<anchor>' is that section of the CMS
 * page (read through the same cached query as the page), sanitized like every CMS content. Undefined for an
 * unknown page or anchor. The sanitizer loads with the first info opened, not with the app.
 */
export function cmsInfoResolver(queryClient: QueryClient): InfoResolver {
  return async (infoKey) => {
    const [page = '', anchor = ''] = infoKey.split('#', 2);
    const routePath = INFO_PAGES[page];
    if (!routePath || !anchor) return undefined;
    const [html, { cmsSection }, { SanitizedHtml }] = await Promise.all([
      queryClient.fetchQuery(cmsPageQuery(page)),
      import('../components/cms/section'),
      import('../components/CmsContent'),
    ]);
    const section = cmsSection(html, routePath, anchor);
    return section && <SanitizedHtml node={section} className="cms cms-info" />;
  };
}

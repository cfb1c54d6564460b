import { useQuery } from '@tanstack/react-query';
import { CMS_PAGES } from '../../api/cmsPages';
import { cmsPageQuery } from '../../api/queries';
import { CmsArticle } from '../../components/CmsContent';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { appTexts, routeNames } from '../../messages/de';

/**
 * The CMS HTML of the page, loaded and cached 10 minutes. When it cannot be loaded (or is
 * empty) it says 'Die Information ist derzeit nicht verfügbar.'
 */
function CmsContent({ page, pageTitle }: { page: string; pageTitle: string }) {
  const query = useQuery(cmsPageQuery(page));
  return (
    <QueryState query={query} errorText={appTexts.contentUnavailable} isEmpty={(html) => html.trim() === ''} emptyText={appTexts.contentUnavailable}>
      {(html) => <CmsArticle html={html} pageTitle={pageTitle} />}
    </QueryState>
  );
}

/** A page whose body is CMS content (Umweltinspektion, Rechtsgrundlagen/Leitfäden). */
function ContentPage({ title, cmsPage }: { title: string; cmsPage: string }) {
  return (
    <section className="page">
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <CmsContent page={cmsPage} pageTitle={title} />
    </section>
  );
}

export function EnvironmentalInspectionPage() {
  return <ContentPage title={routeNames.environmentalInspection} cmsPage={CMS_PAGES.environmentalInspection} />;
}

export function LegalBasesPage() {
  return <ContentPage title={routeNames.legalBases} cmsPage={CMS_PAGES.legalBases} />;
}

import { CMS_PAGES } from '../../api/queries';
import { CmsContent } from '../../components/CmsContent';
import { PageHeader } from '../../components/PageHeader';
import { routeNames } from '../../messages/de';

/** A page whose body is CMS content (Umweltinspektion, Rechtsgrundlagen/Leitfäden). */
function ContentPage({ title, cmsPage }: { title: string; cmsPage: string }) {
  return (
    <section className="page">
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <CmsContent page={cmsPage} />
    </section>
  );
}

export function EnvironmentalInspectionPage() {
  return <ContentPage title={routeNames.environmentalInspection} cmsPage={CMS_PAGES.environmentalInspection} />;
}

export function LegalBasesPage() {
  return <ContentPage title={routeNames.legalBases} cmsPage={CMS_PAGES.legalBases} />;
}

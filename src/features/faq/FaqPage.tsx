import { CmsContent } from '../../components/CmsContent';
import { PageHeader } from '../../components/PageHeader';
import { routeNames } from '../../messages/de';

export default function FaqPage() {
  return (
    <section className="page">
      <PageHeader title={routeNames.faq} crumbs={[{ label: routeNames.faq }]} />
      <CmsContent page="faq" />
    </section>
  );
}

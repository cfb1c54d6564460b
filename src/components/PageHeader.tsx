import { Link } from 'react-router';
import { APP_NAME, settings } from '../api/settings';
import { appTexts } from '../messages/de';
import { usePageTitle } from '../shell/usePageTitle';

export interface Crumb {
  label: string;
  to?: string;
}

/** Page title bar with breadcrumbs: 'Portal' → 'IPPC Austria' → … (spec §2.4). */
export function PageHeader({ title, crumbs = [] }: { title: string; crumbs?: Crumb[] }) {
  usePageTitle(title);
  return (
    <div className="page-header">
      <nav aria-label="Brotkrümelnavigation">
        <ol className="breadcrumbs">
          <li>
            <a href={`${settings.portalBase}/`}>{appTexts.portal}</a>
          </li>
          <li>
            <Link to="/">{APP_NAME}</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
          ))}
        </ol>
      </nav>
      <h1>{title}</h1>
    </div>
  );
}

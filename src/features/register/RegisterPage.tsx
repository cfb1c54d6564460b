import { Link } from 'react-router';
import { useSearchInstallations } from '../../../generated/app/hooks/installations/installations';
import type { InstallationSearchRequest } from '../../../generated/app/model';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatCount } from '../../components/format';
import { appTexts, installationStatusLabels, routeNames } from '../../messages/de';

const firstPage: InstallationSearchRequest = { filter: {}, page: 0, pageSize: 20, sort: { field: 'name', direction: 'asc' } };

export default function RegisterPage() {
  const search = useSearchInstallations(firstPage);
  return (
    <section className="page">
      <PageHeader title={routeNames.installations} crumbs={[{ label: routeNames.installations }]} />
      <QueryState query={search} isEmpty={(data) => data.total === 0} emptyText={appTexts.noResults}>
        {(data) => (
          <>
            <p role="status">{formatCount(data.total)} Anlagen gefunden</p>
            <div className="table-scroll">
              <table className="table">
                <caption>Anlagen im Register</caption>
                <thead>
                  <tr>
                    <th scope="col">Anlage</th>
                    <th scope="col">Betreiber</th>
                    <th scope="col">Ort</th>
                    <th scope="col">Bezirk</th>
                    <th scope="col">Bundesland</th>
                    <th scope="col">Haupttätigkeit</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <Link to={`/installations/${item.id}`}>{item.name}</Link>
                      </th>
                      <td>{item.operatorName}</td>
                      <td>{item.site.city}</td>
                      <td>{item.site.districtName}</td>
                      <td>{item.site.bundeslandName}</td>
                      <td>
                        {item.mainActivity.code} {item.mainActivity.label}
                      </td>
                      <td>{installationStatusLabels[item.status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

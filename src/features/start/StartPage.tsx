import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useGetBranchStats, useGetLastUpdate } from '../../../generated/app/hooks/installations/installations';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatCount, formatDateTime } from '../../components/format';
import { appTexts, routeNames } from '../../messages/de';
import { overviewSelectionAtom } from '../../state/overviewSelection';
import type { CountByCode } from '../../../generated/app/model';

function CountTable({ caption, rows, firstColumn }: { caption: string; rows: CountByCode[]; firstColumn: string }) {
  return (
    <table className="table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col" className="num">
            Anlagen
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">{row.label}</th>
            <td className="num">{formatCount(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function StartPage() {
  const selection = useAtomValue(overviewSelectionAtom);
  const stats = useGetBranchStats(selection === 'owner' ? { onlyOwn: true } : undefined);
  const lastUpdate = useGetLastUpdate();
  return (
    <section className="page">
      <PageHeader title={routeNames.start} />
      <p>
        Das Register der IPPC-Anlagen Österreichs: Anlagen, die unter die Industrieemissionsrichtlinie fallen, mit ihren
        Tätigkeiten, Genehmigungen, bvT-Schlussfolgerungen und Umweltinspektionen.
      </p>
      <p>
        <Link className="button" to="/installations">
          Anlagen suchen
        </Link>
      </p>
      <QueryState query={lastUpdate}>
        {(data) => (
          <p>
            {appTexts.lastChanged} {formatDateTime(data.lastUpdate)}
          </p>
        )}
      </QueryState>
      <QueryState query={stats} isEmpty={(data) => data.total === 0} emptyText={appTexts.noResults}>
        {(data) => (
          <div className="grid">
            <p className="figure">
              <strong>{formatCount(data.total)}</strong> Anlagen im Register
            </p>
            <CountTable caption="Anlagen je Bundesland" firstColumn="Bundesland" rows={data.byBundesland} />
            <CountTable caption="Anlagen je Branche (IED Anhang I)" firstColumn="Branche" rows={data.byActivityCategory} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

import { useGetBvtList } from '../../../generated/app/hooks/bvt/bvt';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../components/format';
import { routeNames } from '../../messages/de';

export default function BvtPage() {
  const list = useGetBvtList();
  return (
    <section className="page">
      <PageHeader title={routeNames.bvtConclusions} crumbs={[{ label: routeNames.bvtConclusions }]} />
      <QueryState query={list} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <div className="table-scroll">
            <table className="table">
              <caption>bvT-Schlussfolgerungen (Durchführungsbeschlüsse der Europäischen Kommission)</caption>
              <thead>
                <tr>
                  <th scope="col">Kürzel</th>
                  <th scope="col">Titel</th>
                  <th scope="col">Beschluss</th>
                  <th scope="col">Veröffentlicht</th>
                  <th scope="col">Anpassung bis</th>
                </tr>
              </thead>
              <tbody>
                {data.map((bvt) => (
                  <tr key={bvt.id}>
                    <td>{bvt.code}</td>
                    <th scope="row">{bvt.title}</th>
                    <td>{bvt.decision}</td>
                    <td>{formatDate(bvt.publishedOn)}</td>
                    <td>{formatDate(bvt.reconsiderationDeadline)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}

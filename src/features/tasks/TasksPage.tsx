import { useGetUserTasks } from '../../../generated/app/hooks/user-tasks/user-tasks';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../components/format';
import { routeNames, userTaskStatusLabels } from '../../messages/de';

const ACTIVE = new Set(['WAITING', 'RUNNING', 'CANCELLING']);

export default function TasksPage() {
  // Polled every 2 s while a task is in progress (spec §7.2, §9).
  const tasks = useGetUserTasks({
    query: { refetchInterval: (query) => ((query.state.data ?? []).some((task) => ACTIVE.has(task.status)) ? 2000 : false) },
  });
  return (
    <section className="page">
      <PageHeader title={routeNames.userTasks} crumbs={[{ label: routeNames.userTasks }]} />
      <QueryState query={tasks} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <table className="table">
            <caption>Ihre Aufträge</caption>
            <thead>
              <tr>
                <th scope="col">Auftrag</th>
                <th scope="col">Erstellt</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Fortschritt
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((task) => (
                <tr key={task.id}>
                  <th scope="row">{task.title}</th>
                  <td>{formatDateTime(task.createdAt)}</td>
                  <td>
                    {userTaskStatusLabels[task.status]}
                    {task.error ? `: ${task.error.message}` : ''}
                  </td>
                  <td className="num">{task.progress} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}

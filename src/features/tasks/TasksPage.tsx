import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { cancelUserTask, deleteUserTask, getGetUserTasksQueryKey } from '../../../generated/app/hooks/user-tasks/user-tasks';
import type { UserTask } from '../../../generated/app/model';
import { userTasksQuery } from '../../api/queries';
import { Button } from '../../components/button/Button';
import { MessageDialog } from '../../components/dialog/MessageDialog';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../components/format';
import { routeNames, userTaskStatusLabels } from '../../messages/de';
import { enumLabel } from '../../messages/enumLabel';
import { taskTexts } from '../../messages/register';
import { downloadTaskResult, isTaskActive } from '../../api/taskResult';
import './tasks.css';
import { EnumLabel } from '../../components/EnumLabel';
import { DataTable } from '../../components/DataTable';

/** Announces status changes of tasks in a polite live region (not every progress step). */
function useStatusAnnouncement(tasks: UserTask[] | undefined): string {
  const previous = useRef<Map<string, UserTask['status']>>(undefined);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!tasks) return;
    const before = previous.current;
    const changed = before ? tasks.filter((task) => before.has(task.id) && before.get(task.id) !== task.status) : [];
    previous.current = new Map(tasks.map((task) => [task.id, task.status]));
    if (changed.length > 0) setMessage(changed.map((task) => taskTexts.statusChanged(task.title, enumLabel(userTaskStatusLabels, task.status))).join('. '));
  }, [tasks]);
  return message;
}

function TaskRow({
  task,
  onCancel,
  onDelete,
  onDownload,
  busy,
}: {
  task: UserTask;
  onCancel: (task: UserTask) => void;
  onDelete: (task: UserTask) => void;
  onDownload: (task: UserTask) => void;
  busy: boolean;
}) {
  const active = isTaskActive(task);
  return (
    <tr>
      <th scope="row">{task.title}</th>
      <td data-label={taskTexts.created}>{formatDateTime(task.createdAt)}</td>
      <td data-label={taskTexts.status}>
        <EnumLabel className="task-status" labels={userTaskStatusLabels} value={task.status} />
        {task.status === 'FAILURE' && task.error && <p className="task-error">{task.error.message}</p>}
        {!active && task.finishedAt && (
          <p className="task-finished">
            {task.status === 'SUCCESS' ? taskTexts.finished : taskTexts.ended}: {formatDateTime(task.finishedAt)}
          </p>
        )}
      </td>
      <td className="task-progress" data-label={taskTexts.progress}>
        {active ? (
          <>
            <progress max={100} value={task.progress} aria-label={taskTexts.progressOf(task.title)} /> <span aria-hidden="true">{task.progress} %</span>
          </>
        ) : task.status === 'SUCCESS' ? (
          `${task.progress} %`
        ) : (
          // A task that failed or was cancelled has no progress to show: how far it got means nothing.
          <>
            <span aria-hidden="true">–</span>
            <span className="visually-hidden">{taskTexts.noResult}</span>
          </>
        )}
      </td>
      <td>
        <div className="task-actions">
          {task.status === 'SUCCESS' && (
            <Button size="sm" variant="primary" onClick={() => onDownload(task)} aria-label={taskTexts.downloadTask(task.result?.fileName ?? task.title)}>
              {taskTexts.download}
            </Button>
          )}
          {(task.status === 'WAITING' || task.status === 'RUNNING') && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onCancel(task)} aria-label={taskTexts.cancelTask(task.title)}>
              {taskTexts.cancel}
            </Button>
          )}
          {!active && (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => onDelete(task)} aria-label={taskTexts.deleteTask(task.title)}>
              {taskTexts.delete}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** Aufträge: the user's tasks (Excel exports) with status, progress, result download, cancel and delete. */
export default function TasksPage() {
  const queryClient = useQueryClient();
  const tasks = useQuery(userTasksQuery());
  const announcement = useStatusAnnouncement(tasks.data);
  const [confirming, setConfirming] = useState<UserTask>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetUserTasksQueryKey() });
  const cancel = useMutation({
    mutationFn: (task: UserTask) => cancelUserTask(task.id),
    onSuccess: () => setNotice({ text: taskTexts.cancelRequested, error: false }),
    onError: () => setNotice({ text: taskTexts.actionFailed, error: true }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (task: UserTask) => deleteUserTask(task.id),
    onSuccess: () => setNotice({ text: taskTexts.deleted, error: false }),
    onError: () => setNotice({ text: taskTexts.actionFailed, error: true }),
    onSettled: refresh,
  });
  const download = (task: UserTask) => {
    setNotice(undefined);
    downloadTaskResult(task).catch(() => setNotice({ text: taskTexts.downloadFailed, error: true }));
  };
  const busy = cancel.isPending || remove.isPending;
  return (
    <section className="page tasks-page">
      <PageHeader title={routeNames.userTasks} />
      <p>{taskTexts.intro}</p>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <div role="status" className={notice && !notice.error ? 'task-notice' : undefined}>
        {notice && !notice.error ? notice.text : ''}
      </div>
      <div role="alert" className={notice?.error ? 'task-notice task-notice--error' : undefined}>
        {notice?.error ? notice.text : ''}
      </div>
      <QueryState query={tasks} isEmpty={(data) => data.length === 0} emptyText={taskTexts.empty}>
        {(data) => (
          <DataTable caption={taskTexts.caption} className="tasks-table" columns={[taskTexts.title, taskTexts.created, taskTexts.status, taskTexts.progress, taskTexts.actions]}>
            {data.map((task) => (
              <TaskRow key={task.id} task={task} busy={busy} onCancel={(t) => cancel.mutate(t)} onDelete={setConfirming} onDownload={download} />
            ))}
          </DataTable>
        )}
      </QueryState>
      <MessageDialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        type="WARNING"
        title={taskTexts.deleteTitle}
        buttons={[
          { key: 'cancel', type: 'button', buttonProps: { text: taskTexts.cancel, onClick: () => setConfirming(undefined) } },
          {
            key: 'delete',
            type: 'button',
            buttonProps: {
              text: taskTexts.delete,
              variant: 'danger',
              onClick: () => {
                if (confirming) remove.mutate(confirming);
                setConfirming(undefined);
              },
            },
          },
        ]}
      >
        {confirming ? taskTexts.deleteText(confirming.title) : ''}
      </MessageDialog>
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../components/AppLink';
import { exportInstallationsExcel } from '../../../generated/app/hooks/installations/installations';
import { getGetUserTasksQueryKey } from '../../../generated/app/hooks/user-tasks/user-tasks';
import type { InstallationFilter, UserTask } from '../../../generated/app/model';
import { userTasksQuery } from '../../api/queries';
import { Button } from '../../components/button/Button';
import { userTaskStatusLabels } from '../../messages/de';
import { enumLabel } from '../../messages/enumLabel';
import { registerTexts } from '../../messages/register';
import { downloadTaskResult, isTaskActive } from '../../api/taskResult';

function statusMessage(task: UserTask | undefined, starting: boolean, startFailed: boolean): string {
  if (startFailed) return registerTexts.exportStartFailed;
  if (starting) return registerTexts.exportStarting;
  if (!task) return '';
  switch (task.status) {
    case 'SUCCESS':
      return registerTexts.exportDone;
    case 'FAILURE':
      return `${registerTexts.exportFailed} ${task.error?.message ?? ''}`.trim();
    case 'CANCELLED':
      return registerTexts.exportCancelled;
    default:
      return `${registerTexts.export}: ${enumLabel(userTaskStatusLabels, task.status)}`;
  }
}

/**
 * Excel export of the current filter (POST /api/ippcInstallations/excel) as a user task: the task list is
 * polled every 2 s while the task waits or runs, its progress shows here, and the finished result
 * downloads from GET /api/user-tasks/{id}/result.
 */
export function ExportButton({ filter }: { filter: InstallationFilter }) {
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<string>();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const tasksKey = getGetUserTasksQueryKey();
  const start = useMutation({
    mutationFn: () => exportInstallationsExcel(filter),
    onSuccess: (task) => {
      setTaskId(task.id);
      setDownloadFailed(false);
      queryClient.setQueryData<UserTask[]>(tasksKey, (old) => [task, ...(old ?? []).filter((t) => t.id !== task.id)]);
      void queryClient.invalidateQueries({ queryKey: tasksKey });
    },
  });
  // The shared list polls while any task is active, so also while this export runs.
  const tasks = useQuery({ ...userTasksQuery(), enabled: taskId !== undefined });
  const task = tasks.data?.find((t) => t.id === taskId);
  const active = isTaskActive(task);
  const busy = start.isPending || active;
  const message = statusMessage(task, start.isPending, start.isError);
  const download = async () => {
    if (!task) return;
    setDownloadFailed(false);
    try {
      await downloadTaskResult(task);
    } catch {
      setDownloadFailed(true);
    }
  };
  return (
    <div className="register-export">
      <Button variant="secondary" unavailable={busy} onClick={() => start.mutate()}>
        {registerTexts.export}
      </Button>
      <span className="register-export__status" role="status" aria-live="polite">
        {message}
      </span>
      {task && active && (
        <span className="register-export__progress">
          <progress max={100} value={task.progress} aria-label={registerTexts.progressLabel} />
          <span aria-hidden="true">{task.progress} %</span>
        </span>
      )}
      {task?.status === 'SUCCESS' && (
        <Button variant="primary" size="sm" onClick={() => void download()}>
          {registerTexts.download}
        </Button>
      )}
      {downloadFailed && (
        <span className="register-export__error" role="alert">
          {registerTexts.downloadFailed}
        </span>
      )}
      {task && <AppLink to="/user-tasklist">{registerTexts.toTasks}</AppLink>}
    </div>
  );
}

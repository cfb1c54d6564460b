import { getUserTaskResult } from '../../generated/app/hooks/user-tasks/user-tasks';
import { saveBlob } from './saveBlob';
import type { UserTask } from '../../generated/app/model';

/** Statuses in which a task is still moving (the list is polled every 2 s while one exists). */
const ACTIVE_TASK_STATUSES: ReadonlySet<UserTask['status']> = new Set(['WAITING', 'RUNNING', 'CANCELLING']);

export function isTaskActive(task: Pick<UserTask, 'status'> | undefined): boolean {
  return task !== undefined && ACTIVE_TASK_STATUSES.has(task.status);
}

/**
 * Downloads a finished task's result (GET /api/user-tasks/{id}/result as a blob through the one transport)
 * and hands it to the browser through an object URL. Used by the register's Excel export and the
 * Aufträge page.
 */
export async function downloadTaskResult(task: UserTask): Promise<string> {
  const blob = await getUserTaskResult(task.id, { responseType: 'blob' });
  const fileName = task.result?.fileName ?? `Auftrag-${task.id}.xlsx`;
  saveBlob(blob, fileName);
  return fileName;
}

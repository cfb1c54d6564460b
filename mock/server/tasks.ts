/**
 * User tasks (Excel exports): WAITING → RUNNING (progress in steps) → SUCCESS over about three seconds,
 * FAILURE when the filter's text contains "Fehler" (a deliberate way to see a failed task), and
 * CANCELLING → CANCELLED after a cancel. Kept per visitor (and mock session); signed-in visitors start with
 * the finished tasks of openapi/examples/app/user-tasks-list.json so the Aufträge page has content.
 */
import { randomUUID } from 'node:crypto';
import { example } from './examples';
import type { FilterMetadata, InstallationFilter, UserTask } from './types';
import { isoDayToGerman } from '../../src/components/format';
import { XLSX_CONTENT_TYPE } from './xlsx';

export const TASK_TIMING = { startMs: 600, stepMs: 400, progressStep: 15, cancelMs: 600, failAt: 40 } as const;

export interface TaskRecord {
  task: UserTask;
  filter: InstallationFilter;
  ownedIds?: ReadonlySet<string>;
  timer?: ReturnType<typeof setTimeout>;
  result?: Promise<Buffer>;
}

export type TaskError = 'not_found' | 'conflict';

/** The criteria in the order of InstallationFilter's properties, as the export's title names them. */
const TITLE_ORDER = ['query', 'bundeslandCodes', 'districtCodes', 'municipalityCodes', 'naceCodes', 'activityCodes', 'batConclusionCodes', 'legalBases', 'statuses', 'onlyOwn', 'adaptationDeadlines', 'near', 'changedSince'] as const;
/** Criteria whose values the title names by their option's label; the others by their code. */
const BY_LABEL: ReadonlySet<string> = new Set(['bundeslandCodes', 'districtCodes', 'legalBases', 'statuses', 'adaptationDeadlines']);

const decimal = (n: number) => String(n).replace('.', ',');

/** The export's title by the contract's rule (UserTask.title): every criterion the filter sets, with its values. */
export function exportTitle(filter: InstallationFilter): string {
  const criteria = example<FilterMetadata>('app/filter-metadata').criteria;
  const parts: string[] = [];
  for (const id of TITLE_ORDER) {
    const meta = criteria.find((c) => c.id === id);
    if (id === 'query') {
      const text = filter.query?.trim();
      if (text) parts.push(`${meta!.label}: „${text}“`);
    } else if (id === 'onlyOwn') {
      if (filter.onlyOwn) parts.push(meta!.label);
    } else if (id === 'near') {
      const near = filter.near;
      if (near) parts.push(`Umkreis: ${decimal(near.radiusKm)} km um ${decimal(near.lat)}° N, ${decimal(near.lon)}° O`);
    } else if (id === 'changedSince') {
      const day = isoDayToGerman(filter.changedSince ?? '');
      if (day) parts.push(`Geändert seit: ${day}`);
    } else {
      const values: readonly string[] = filter[id] ?? [];
      if (values.length === 0) continue;
      const named = values.map((v) => (BY_LABEL.has(id) ? (meta!.options?.find((o) => o.value === v)?.label ?? v) : v));
      parts.push(`${meta!.label}: ${named.join(', ')}`);
    }
  }
  return `Excel-Export Anlagenregister – ${parts.length > 0 ? parts.join(' – ') : 'alle Anlagen'}`;
}

const utc = (iso: string) => new Date(iso).toISOString();

export function resultFileName(task: UserTask): string {
  return `Anlagenregister-Export-${task.createdAt.slice(0, 10)}.xlsx`;
}

export class TaskStore {
  private readonly byKey = new Map<string, TaskRecord[]>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  private list(key: string, seed: boolean): TaskRecord[] {
    let records = this.byKey.get(key);
    if (!records) {
      records = seed
        ? example<UserTask[]>('app/user-tasks-list')
            .filter((t) => t.status === 'SUCCESS' || t.status === 'FAILURE' || t.status === 'CANCELLED')
            // Timestamps in UTC like the tasks the mock creates (the examples carry a +02:00 offset).
            .map((task) => ({ task: { ...task, createdAt: utc(task.createdAt), ...(task.finishedAt ? { finishedAt: utc(task.finishedAt) } : {}) }, filter: {} }))
        : [];
      this.byKey.set(key, records);
    }
    return records;
  }

  /** The tasks of a visitor, newest first. `seed`: signed-in visitors start with the example history. */
  all(key: string, seed = false): UserTask[] {
    return this.list(key, seed).map((r) => ({ ...r.task }));
  }

  find(key: string, id: string, seed = false): TaskRecord | undefined {
    return this.list(key, seed).find((r) => r.task.id === id);
  }

  start(key: string, filter: InstallationFilter, ownedIds: ReadonlySet<string> | undefined, seed = false): UserTask {
    const task: UserTask = {
      id: randomUUID(),
      kind: 'EXCEL_EXPORT',
      title: exportTitle(filter),
      status: 'WAITING',
      progress: 0,
      createdAt: this.now().toISOString(),
    };
    const record: TaskRecord = { task, filter, ownedIds };
    this.list(key, seed).unshift(record);
    const fails = /fehler/i.test(filter.query ?? '');
    const step = () => {
      const t = record.task;
      if (t.status === 'WAITING') {
        t.status = 'RUNNING';
        t.progress = 5;
      } else if (t.status === 'RUNNING') {
        t.progress = Math.min(100, t.progress + TASK_TIMING.progressStep);
        if (fails && t.progress >= TASK_TIMING.failAt) {
          t.status = 'FAILURE';
          t.finishedAt = this.now().toISOString();
          t.error = { message: 'Der Export konnte nicht erstellt werden, weil der Dienst vorübergehend nicht erreichbar war. Bitte versuchen Sie es erneut.' };
          record.timer = undefined;
          return;
        }
        if (t.progress >= 100) {
          t.status = 'SUCCESS';
          t.finishedAt = this.now().toISOString();
          t.result = { fileName: resultFileName(t), contentType: XLSX_CONTENT_TYPE };
          record.timer = undefined;
          return;
        }
      }
      record.timer = setTimeout(step, TASK_TIMING.stepMs);
    };
    record.timer = setTimeout(step, TASK_TIMING.startMs);
    return { ...task };
  }

  cancel(key: string, id: string, seed = false): UserTask | TaskError {
    const record = this.find(key, id, seed);
    if (!record) return 'not_found';
    const t = record.task;
    if (t.status !== 'WAITING' && t.status !== 'RUNNING') return 'conflict';
    if (record.timer) clearTimeout(record.timer);
    t.status = 'CANCELLING';
    record.timer = setTimeout(() => {
      t.status = 'CANCELLED';
      t.finishedAt = this.now().toISOString();
      record.timer = undefined;
    }, TASK_TIMING.cancelMs);
    return { ...t };
  }

  /** Removes a finished task (a task still in progress must be cancelled first). */
  remove(key: string, id: string, seed = false): true | TaskError {
    const records = this.list(key, seed);
    const index = records.findIndex((r) => r.task.id === id);
    if (index < 0) return 'not_found';
    const status = records[index]!.task.status;
    if (status === 'WAITING' || status === 'RUNNING' || status === 'CANCELLING') return 'conflict';
    records.splice(index, 1);
    return true;
  }

  /** Stops every timer (when the server stops). */
  stopAll(): void {
    for (const records of this.byKey.values()) for (const r of records) if (r.timer) clearTimeout(r.timer);
  }
}

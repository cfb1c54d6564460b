/**
 * The installation's history ('Verlauf'), derived from its details as the contract describes (schema
 * Installation): status changes, permits, inspections, BAT conclusions published and their reconsideration
 * deadlines. Pure functions, unit-tested.
 */
import type { BatApplicability, Inspection, Installation, InstallationStatus, Permit } from '../../../generated/app/model';
import { adaptationState, type DeadlineState } from '../../state/adaptation';

/** How a reconsideration deadline stands in the history: met in time, met late, missed, or still running. */
export type DeadlineOutcome = { kind: 'met'; permit: Permit } | { kind: 'late'; permit: Permit } | { kind: 'missed' } | { kind: 'running'; state: DeadlineState };

export type HistoryEvent =
  | { type: 'STATUS'; date: string; status: InstallationStatus; previous?: InstallationStatus }
  | { type: 'PERMIT'; date: string; permit: Permit; adapts: readonly BatApplicability[] }
  | { type: 'INSPECTION'; date: string; inspection: Inspection }
  | { type: 'BAT_PUBLISHED'; date: string; bat: BatApplicability }
  | { type: 'BAT_DEADLINE'; date: string; bat: BatApplicability; outcome: DeadlineOutcome };

export type HistoryEventType = HistoryEvent['type'];

/** The order of events on one day, as the contract lists the types. */
const TYPE_ORDER: readonly HistoryEventType[] = ['STATUS', 'PERMIT', 'INSPECTION', 'BAT_PUBLISHED', 'BAT_DEADLINE'];

function deadlineOutcome(bat: BatApplicability, permits: readonly Permit[], today: Date): DeadlineOutcome {
  const state = adaptationState(bat, permits, today);
  if (state.kind === 'adapted') return state.permit.issuedOn <= bat.reconsiderationDeadline ? { kind: 'met', permit: state.permit } : { kind: 'late', permit: state.permit };
  if (state.kind === 'past') return { kind: 'missed' };
  return { kind: 'running', state };
}

/** Every event of the installation's history, newest first (a deadline still ahead comes first). */
export function installationHistory(installation: Pick<Installation, 'permits' | 'inspections' | 'batConclusions' | 'statusChanges'>, today: Date): HistoryEvent[] {
  const { permits, inspections, batConclusions } = installation;
  const byCode = new Map(batConclusions.map((bat) => [bat.code, bat]));
  const events: HistoryEvent[] = [
    ...(installation.statusChanges ?? []).map((change, i, all): HistoryEvent => ({ type: 'STATUS', date: change.since, status: change.status, previous: all[i - 1]?.status })),
    ...permits.map((permit): HistoryEvent => ({
      type: 'PERMIT',
      date: permit.issuedOn,
      permit,
      adapts: (permit.adaptsToBatConclusions ?? []).flatMap((code) => byCode.get(code) ?? []),
    })),
    ...inspections.map((inspection): HistoryEvent => ({ type: 'INSPECTION', date: inspection.date, inspection })),
    ...batConclusions.flatMap((bat): HistoryEvent[] => [
      { type: 'BAT_PUBLISHED', date: bat.publishedOn, bat },
      { type: 'BAT_DEADLINE', date: bat.reconsiderationDeadline, bat, outcome: deadlineOutcome(bat, permits, today) },
    ]),
  ];
  return events.sort((a, b) => (a.date === b.date ? TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) : a.date < b.date ? 1 : -1));
}

/** The years a time line spans: from the first event's year to the later of the last event's and today's. */
export function historySpan(events: readonly HistoryEvent[], today: Date): { from: number; to: number } | undefined {
  if (events.length === 0) return undefined;
  const years = events.map((event) => Number(event.date.slice(0, 4)));
  return { from: Math.min(...years), to: Math.max(...years, today.getFullYear()) };
}

/** Where a day lies on the time line, 0 (1 January of the first year) to 1 (31 December of the last). */
export function historyPosition(date: string, span: { from: number; to: number }): number {
  const start = Date.UTC(span.from, 0, 1);
  const end = Date.UTC(span.to + 1, 0, 1);
  const day = Date.parse(`${date}T00:00:00Z`);
  return Math.min(1, Math.max(0, (day - start) / (end - start)));
}

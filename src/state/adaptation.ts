/**
 * The adaptation to BAT conclusions and its reconsideration deadline: the one rule that marks a deadline
 * 'Frist abgelaufen' on the installation's details, picks the installations of the 'Anpassungsfristen' and
 * answers the search criterion `adaptationDeadlines` in the mock (the contract's InstallationFilter says
 * the same in words). Pure functions on calendar days, unit-tested.
 */
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';

/** A deadline counts as due from today until the same day this many months ahead. */
const DUE_MONTHS = 12;

export type DeadlineState = { kind: 'past'; days: number } | { kind: 'soon'; days: number } | { kind: 'open'; days: number };

/** Today and the last day a deadline counts as due (twelve months on; date-fns moves a day the month lacks to its last day), as ISO days. */
export interface DueWindow {
  today: string;
  until: string;
}

export function dueWindow(today: Date): DueWindow {
  return { today: lightFormat(today, 'yyyy-MM-dd'), until: lightFormat(addMonths(today, DUE_MONTHS), 'yyyy-MM-dd') };
}

/**
 * Where a reconsideration deadline stands relative to today (whole calendar days): past before today,
 * coming up ('soon') from today to the end of the due window, open after that.
 */
export function deadlineState(deadline: string, today: Date): DeadlineState {
  const window = dueWindow(today);
  const days = Math.abs(differenceInCalendarDays(parseISO(deadline), today));
  if (deadline < window.today) return { kind: 'past', days };
  if (deadline <= window.until) return { kind: 'soon', days };
  return { kind: 'open', days };
}

interface PermitLike {
  issuedOn: string;
  adaptsToBatConclusions?: readonly string[];
}

interface ConclusionLike {
  code: string;
  reconsiderationDeadline: string;
}

/** The latest permit adapting the installation to the conclusions (by code), if any. */
function adaptingPermit<P extends PermitLike>(code: string, permits: readonly P[]): P | undefined {
  let latest: P | undefined;
  for (const permit of permits) {
    if (permit.adaptsToBatConclusions?.includes(code) && (!latest || permit.issuedOn > latest.issuedOn)) latest = permit;
  }
  return latest;
}

/**
 * Where the adaptation to BAT conclusions stands: adapted when a permit of the installation adapts to them
 * (the latest such permit), whether or not the deadline has passed; otherwise the deadline relative to
 * today, so that only a deadline past without an adapting permit is missed.
 */
export type AdaptationState<P extends PermitLike = PermitLike> = { kind: 'adapted'; permit: P } | DeadlineState;

export function adaptationState<P extends PermitLike>(bat: ConclusionLike, permits: readonly P[], today: Date): AdaptationState<P> {
  const permit = adaptingPermit(bat.code, permits);
  return permit ? { kind: 'adapted', permit } : deadlineState(bat.reconsiderationDeadline, today);
}

/** The contract's states of an 'Anpassungsfrist': missed, or due within twelve months. */
export type AdaptationDeadline = 'MISSED' | 'DUE';

interface InstallationLike {
  permits: readonly PermitLike[];
  batConclusions: readonly ConclusionLike[];
}

/** The reconsideration deadlines no permit of the installation adapts to, earliest first. */
export function openDeadlines(installation: InstallationLike): string[] {
  return installation.batConclusions
    .filter((bat) => !adaptingPermit(bat.code, installation.permits))
    .map((bat) => bat.reconsiderationDeadline)
    .sort();
}

/** The 'Anpassungsfristen' of a list of open deadlines (openDeadlines) in a due window: MISSED and/or DUE. */
export function deadlinesWithin(open: readonly string[], window: DueWindow): Set<AdaptationDeadline> {
  const states = new Set<AdaptationDeadline>();
  for (const deadline of open) {
    if (deadline < window.today) states.add('MISSED');
    else if (deadline <= window.until) states.add('DUE');
  }
  return states;
}

/** The 'Anpassungsfristen' an installation has today: MISSED and/or DUE (empty when none). */
export function adaptationDeadlines(installation: InstallationLike, today: Date): Set<AdaptationDeadline> {
  return deadlinesWithin(openDeadlines(installation), dueWindow(today));
}

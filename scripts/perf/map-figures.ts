/**
 * The figures of the map's scale measurement (scripts/perf-map.ts): one run's first render and pan/zoom
 * work, their medians over the runs against the budgets, and the table printed. Pure functions.
 */
import { median } from './trace';

const BUDGETS = {
  /** Main-thread work from the GIS response to the painted markers. */
  firstRenderMs: 300,
  /** No task on pan or zoom longer than this. */
  taskMs: 50,
} as const;

/**
 * Which time the budgets are checked against: the main thread's CPU time (what the page's code costs, also on
 * a machine shared with other work) or the wall clock (what a user waits; on a busy machine it includes the
 * time the thread waited for a core).
 */
export type Clock = 'cpu' | 'wall';
export const CLOCKS: readonly Clock[] = ['cpu', 'wall'];

export interface FirstRenderRun {
  /** Main-thread task time from the GIS response to the end of the frame that painted the markers. */
  work: Record<Clock, number>;
  /** The longest task in that window. */
  longest: Record<Clock, number>;
  /** Wall time of the window (the map chunk's download and idle time included). */
  window: number;
  /** The app's own 'map:render' measure (the map's points effect to the next animation frame). */
  appMeasure: number;
  markers: number;
}

export interface StepRun {
  step: string;
  longest: Record<Clock, number>;
  /** Tasks longer than the task budget. */
  long: Record<Clock, number>;
}

export interface PanZoomRun {
  steps: StepRun[];
}

interface Row {
  what: string;
  median: number;
  runs: number[];
  unit: 'ms' | '';
  /** The budget the median must not exceed; none for a figure shown for information. */
  budget?: number;
}

export interface Summary {
  clock: Clock;
  rows: Row[];
  ok: boolean;
  failures: string[];
}

const round = (n: number) => Math.round(n * 10) / 10;
const CLOCK_NAMES: Record<Clock, string> = { cpu: 'CPU time', wall: 'wall clock' };

function row(what: string, runs: number[], unit: Row['unit'], budget?: number): Row {
  return { what, median: median(runs), runs: runs.map(round), unit, ...(budget === undefined ? {} : { budget }) };
}

/**
 * Medians over the runs, in both clocks; the budgets (first render's work, longest pan/zoom task, count of long
 * tasks) apply to `clock`, the other clock's rows are shown for information.
 */
export function summarize(first: readonly FirstRenderRun[], panZoom: readonly PanZoomRun[], clock: Clock = 'cpu'): Summary {
  const gated = (c: Clock, budget: number) => (c === clock ? budget : undefined);
  const ordered: Clock[] = [clock, ...CLOCKS.filter((c) => c !== clock)];
  const rows: Row[] = [];
  for (const c of ordered) {
    rows.push(row(`First render: main-thread work, ${CLOCK_NAMES[c]}`, first.map((r) => r.work[c]), 'ms', gated(c, BUDGETS.firstRenderMs)));
  }
  for (const c of ordered) rows.push(row(`  longest task in it, ${CLOCK_NAMES[c]}`, first.map((r) => r.longest[c]), 'ms'));
  rows.push(row('  window: GIS response → markers painted', first.map((r) => r.window), 'ms'));
  rows.push(row("  the app's 'map:render' measure", first.map((r) => r.appMeasure), 'ms'));
  rows.push(row('  markers drawn', first.map((r) => r.markers), ''));

  const steps = [...new Set(panZoom.flatMap((run) => run.steps.map((s) => s.step)))];
  const longestOf = (run: PanZoomRun, c: Clock) => Math.max(0, ...run.steps.map((s) => s.longest[c]));
  const longOf = (run: PanZoomRun, c: Clock) => run.steps.reduce((sum, s) => sum + s.long[c], 0);
  for (const c of ordered) {
    rows.push(row(`Pan/zoom: longest task, ${CLOCK_NAMES[c]}`, panZoom.map((run) => longestOf(run, c)), 'ms', gated(c, BUDGETS.taskMs)));
    rows.push(row(`Pan/zoom: tasks > ${BUDGETS.taskMs} ms, ${CLOCK_NAMES[c]}`, panZoom.map((run) => longOf(run, c)), '', gated(c, 0)));
  }
  for (const step of steps) {
    const longest = (run: PanZoomRun, c: Clock) => run.steps.find((s) => s.step === step)?.longest[c] ?? 0;
    rows.push(row(`  ${step}: longest task, ${CLOCK_NAMES[clock]}`, panZoom.map((run) => longest(run, clock)), 'ms'));
  }
  const failures = rows
    .filter((r) => r.budget !== undefined && !(r.median <= r.budget))
    .map((r) => `${r.what.trim()}: median ${format(r.median, r.unit)} over the budget ${format(r.budget!, r.unit)}`);
  return { clock, rows, ok: failures.length === 0, failures };
}

function format(value: number, unit: Row['unit']): string {
  if (!Number.isFinite(value)) return '–';
  return unit === 'ms' ? `${value.toFixed(0)} ms` : String(Math.round(value));
}

/** The table: what, median, budget with ok/OVER, and every run's value. */
export function table(summary: Summary): string {
  const cells = summary.rows.map((r) => [
    r.what,
    format(r.median, r.unit),
    r.budget === undefined ? '' : `${r.median <= r.budget ? 'ok' : 'OVER'} (≤ ${format(r.budget, r.unit)})`,
    r.runs.map((v) => format(v, r.unit).replace(' ms', '')).join(' / '),
  ]);
  const header = ['', 'median', 'budget', 'runs'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 1 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), ...cells.map(line)].join('\n');
}

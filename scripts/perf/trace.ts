/**
 * Reading a Chrome trace (the JSON of `browser.stopTracing()`) for the map's scale measurement
 * (scripts/perf-map.ts): the page's main thread, its top-level tasks, user-timing marks and measures, and
 * a network request's response. Pure functions; times in milliseconds of the trace clock.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  /** Microseconds (complete events, ph 'X'). */
  dur?: number;
  /** The thread's CPU time in the event, microseconds (complete events, where the platform measures it). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: Record<string, unknown>;
}

export interface Thread {
  pid: number;
  tid: number;
}

/** A top-level task of a thread: start and end (wall clock) and the thread's CPU time in it, in ms. */
export interface Task {
  start: number;
  end: number;
  cpu: number;
}

/** The spans a user-timing measure and mark stand for. */
export interface Span {
  start: number;
  end: number;
}

/** The scheduler's task events: everything a thread runs happens inside one of them. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

const us = (value: number) => value / 1000;

export function traceEvents(json: unknown): TraceEvent[] {
  if (Array.isArray(json)) return json as TraceEvent[];
  const events = (json as { traceEvents?: unknown } | null)?.traceEvents;
  if (!Array.isArray(events)) throw new Error('Not a Chrome trace: no traceEvents');
  return events as TraceEvent[];
}

const sameThread = (event: TraceEvent, thread: Thread) => event.pid === thread.pid && event.tid === thread.tid;

/** The renderer main threads (thread_name CrRendererMain) of the trace. */
export function rendererMainThreads(events: readonly TraceEvent[]): Thread[] {
  return events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain')
    .map((e) => ({ pid: e.pid, tid: e.tid }));
}

/** The renderer main thread on which the user-timing entry `name` was recorded (the page that measured). */
export function mainThreadOf(events: readonly TraceEvent[], name: string): Thread | undefined {
  const mains = rendererMainThreads(events);
  const entry = events.find((e) => e.name === name && e.cat?.includes('blink.user_timing') && mains.some((t) => sameThread(e, t)));
  return entry ? { pid: entry.pid, tid: entry.tid } : undefined;
}

/**
 * The thread's top-level tasks in time order. Task events nest (a task that runs a nested loop) and some
 * schedulers emit two names for one task: only the outermost counts, so no time is counted twice. A task
 * without CPU time in the trace counts its wall time as CPU time.
 */
export function topLevelTasks(events: readonly TraceEvent[], thread: Thread): Task[] {
  const tasks = events
    .filter((e) => e.ph === 'X' && TASK_EVENTS.has(e.name) && sameThread(e, thread) && typeof e.dur === 'number')
    .map((e) => ({ start: us(e.ts), end: us(e.ts + (e.dur ?? 0)), cpu: us(e.tdur ?? e.dur ?? 0) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const outer: Task[] = [];
  for (const task of tasks) {
    const last = outer[outer.length - 1];
    if (last && task.start < last.end) {
      // Nested (or a second name for the same task): the outer one holds it already.
      if (task.end > last.end) {
        last.end = task.end;
        last.cpu = Math.max(last.cpu, task.cpu);
      }
      continue;
    }
    outer.push({ ...task });
  }
  return outer;
}

const entryId = (e: TraceEvent) => e.id ?? e.id2?.local ?? e.id2?.global ?? '';

/** The user-timing measures named `name` on the thread, in time order (async begin/end pairs). */
export function measures(events: readonly TraceEvent[], thread: Thread, name: string): Span[] {
  const open = new Map<string, number>();
  const spans: Span[] = [];
  for (const e of events) {
    if (e.name !== name || !e.cat?.includes('blink.user_timing') || !sameThread(e, thread)) continue;
    if (e.ph === 'b') open.set(entryId(e), us(e.ts));
    else if (e.ph === 'e') {
      const start = open.get(entryId(e));
      if (start !== undefined) {
        spans.push({ start, end: us(e.ts) });
        open.delete(entryId(e));
      }
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The user-timing marks named `name` on the thread (their times), in time order. */
export function marks(events: readonly TraceEvent[], thread: Thread, name: string): number[] {
  return events
    .filter((e) => e.name === name && e.cat?.includes('blink.user_timing') && sameThread(e, thread) && (e.ph === 'R' || e.ph === 'I' || e.ph === 'i' || e.ph === 'n'))
    .map((e) => us(e.ts))
    .sort((a, b) => a - b);
}

/** When the responses of requests whose URL ends with `urlSuffix` arrived (ResourceReceiveResponse), in time order. */
export function responsesOf(events: readonly TraceEvent[], urlSuffix: string): number[] {
  const ids = new Set<string>();
  for (const e of events) {
    const data = (e.args as { data?: { requestId?: string; url?: string } } | undefined)?.data;
    if (e.name === 'ResourceSendRequest' && data?.requestId && data.url?.split('?')[0]?.endsWith(urlSuffix)) ids.add(data.requestId);
  }
  return events
    .filter((e) => e.name === 'ResourceReceiveResponse' && ids.has((e.args as { data?: { requestId?: string } } | undefined)?.data?.requestId ?? ''))
    .map((e) => us(e.ts))
    .sort((a, b) => a - b);
}

/** Wall-clock or CPU figures of the tasks in a window. */
export interface Work {
  /** Sum of the tasks' time inside the window (a task on its edge counts with its part inside). */
  busy: number;
  /** The longest task touching the window (whole). */
  longest: number;
  /** Tasks touching the window longer than the threshold. */
  long: number;
}

/**
 * The main thread's work in the window [from, to], by the wall clock (what a user waits, on a busy machine
 * also the time the thread waited for a core) and by the thread's CPU time (what the page's code costs):
 * busy time, longest task, tasks over `threshold` ms.
 */
export function workIn(tasks: readonly Task[], from: number, to: number, threshold = 50): { wall: Work; cpu: Work; tasks: number } {
  const wall: Work = { busy: 0, longest: 0, long: 0 };
  const cpu: Work = { busy: 0, longest: 0, long: 0 };
  let count = 0;
  for (const task of tasks) {
    if (task.end <= from || task.start >= to) continue;
    count += 1;
    const duration = task.end - task.start;
    const inside = Math.min(task.end, to) - Math.max(task.start, from);
    wall.busy += inside;
    cpu.busy += duration > 0 ? task.cpu * (inside / duration) : 0;
    wall.longest = Math.max(wall.longest, duration);
    cpu.longest = Math.max(cpu.longest, task.cpu);
    if (duration > threshold) wall.long += 1;
    if (task.cpu > threshold) cpu.long += 1;
  }
  return { wall, cpu, tasks: count };
}

/** The end of the task running at `time` (the frame whose callback wrote a mark ends with its paint), or `time`. */
export function endOfTaskAt(tasks: readonly Task[], time: number): number {
  const task = tasks.find((t) => t.start <= time && time <= t.end);
  return task ? task.end : time;
}

/** Median (the lower middle of an even count, so it is a value that was measured); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * The trace as if every scheduler task had run without waiting for a core: each top-level task of every
 * thread lasts its thread CPU time (`tdur`) instead of its wall time, and the events inside it are
 * compressed in proportion, so that nesting and order stay as recorded and tasks keep their start times.
 * On a shared host a task's wall time also holds the time its thread waited for a core while another
 * process ran; Lighthouse's simulation multiplies task durations by the CPU slowdown, so on the wall clock
 * the neighbours' load would count as the page's cost. Tasks without CPU time, or whose CPU time is not
 * below their wall time, stay as they are. Returns a new array; the input is not changed.
 */
export function onCpuTime(events: readonly TraceEvent[]): TraceEvent[] {
  const byThread = new Map<string, number[]>();
  events.forEach((event, index) => {
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key);
    if (list) list.push(index);
    else byThread.set(key, [index]);
  });
  const out = events.map((event) => ({ ...event }));
  for (const indexes of byThread.values()) {
    const tasks = indexes
      .filter((i) => {
        const e = events[i]!;
        return e.ph === 'X' && TASK_EVENTS.has(e.name) && typeof e.dur === 'number';
      })
      .sort((a, b) => events[a]!.ts - events[b]!.ts || (events[b]!.dur ?? 0) - (events[a]!.dur ?? 0));
    // The outermost tasks only (a nested task or a second name for the same task is inside one).
    const outer: { start: number; end: number; factor: number }[] = [];
    for (const i of tasks) {
      const e = events[i]!;
      const end = e.ts + (e.dur ?? 0);
      const last = outer[outer.length - 1];
      if (last && e.ts < last.end) continue;
      const factor = e.tdur !== undefined && e.dur && e.tdur < e.dur ? e.tdur / e.dur : 1;
      outer.push({ start: e.ts, end, factor });
    }
    let t = 0;
    const sorted = [...indexes].sort((a, b) => events[a]!.ts - events[b]!.ts);
    for (const i of sorted) {
      const e = events[i]!;
      if (e.ph === 'M') continue;
      while (t < outer.length && outer[t]!.end < e.ts) t++;
      const task = outer[t];
      if (!task || e.ts < task.start || task.factor === 1) continue;
      const copy = out[i]!;
      copy.ts = task.start + (e.ts - task.start) * task.factor;
      if (typeof e.dur === 'number') copy.dur = e.dur * task.factor;
    }
  }
  return out;
}

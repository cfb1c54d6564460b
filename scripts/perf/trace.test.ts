import { describe, expect, it } from 'vitest';
import { endOfTaskAt, mainThreadOf, marks, measures, median, onCpuTime, rendererMainThreads, responsesOf, topLevelTasks, traceEvents, workIn, type TraceEvent } from './trace';

const PAGE = { pid: 10, tid: 1 };
const OTHER = { pid: 20, tid: 1 };

const threadName = (thread: { pid: number; tid: number }, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, ...thread, args: { name } });
/** A task from `start` ms lasting `wall` ms, of which `cpu` ms on the CPU. */
const task = (start: number, wall: number, cpu?: number, thread = PAGE, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({
  name,
  cat: 'toplevel',
  ph: 'X',
  ts: start * 1000,
  dur: wall * 1000,
  ...(cpu === undefined ? {} : { tdur: cpu * 1000 }),
  ...thread,
});
const measure = (name: string, start: number, end: number, id: string, thread = PAGE): TraceEvent[] => [
  { name, cat: 'blink.user_timing', ph: 'b', ts: start * 1000, id2: { local: id }, ...thread },
  { name, cat: 'blink.user_timing', ph: 'e', ts: end * 1000, id2: { local: id }, ...thread },
];
const mark = (name: string, at: number, thread = PAGE): TraceEvent => ({ name, cat: 'blink.user_timing', ph: 'R', ts: at * 1000, ...thread });

describe('trace reading', () => {
  it('takes the events of both trace formats and refuses anything else', () => {
    const events = [mark('a', 1)];
    expect(traceEvents(events)).toBe(events);
    expect(traceEvents({ traceEvents: events })).toBe(events);
    expect(() => traceEvents({ nothing: [] })).toThrow(/no traceEvents/);
  });

  it('finds the renderer main thread that recorded a user-timing entry, not another renderer or thread', () => {
    const events = [
      threadName(PAGE, 'CrRendererMain'),
      threadName(OTHER, 'CrRendererMain'),
      threadName({ pid: 10, tid: 2 }, 'DedicatedWorker thread'),
      mark('perf:end', 5, { pid: 10, tid: 2 }),
      ...measure('map:render', 1, 2, '0x1', OTHER),
      mark('perf:end', 7),
    ];
    expect(rendererMainThreads(events)).toEqual([PAGE, OTHER]);
    expect(mainThreadOf(events, 'perf:end')).toEqual(PAGE);
    expect(mainThreadOf(events, 'map:render')).toEqual(OTHER);
    expect(mainThreadOf(events, 'missing')).toBeUndefined();
  });

  it('counts only the outermost of nested tasks, and only the thread’s own', () => {
    const events = [
      task(0, 10, 8),
      task(2, 3, 3), // nested in the first
      task(0, 10, 8, PAGE, 'RunTask'), // the same task under a second name
      task(20, 5), // no CPU time in the trace: its wall time counts
      task(21, 100, 90, OTHER),
      { ...task(30, 1), ph: 'B' }, // not a complete event
    ];
    expect(topLevelTasks(events, PAGE)).toEqual([
      { start: 0, end: 10, cpu: 8 },
      { start: 20, end: 25, cpu: 5 },
    ]);
  });

  it('pairs user-timing measures by id and lists marks in time order', () => {
    const events = [...measure('map:render', 30, 35, '0x2'), ...measure('map:render', 10, 20, '0x1'), mark('perf:step-0', 9), mark('perf:step-0', 3), mark('other', 4)];
    expect(measures(events, PAGE, 'map:render')).toEqual([
      { start: 10, end: 20 },
      { start: 30, end: 35 },
    ]);
    expect(marks(events, PAGE, 'perf:step-0')).toEqual([3, 9]);
  });

  it('finds when the responses of a path arrived, by the request id of its send event', () => {
    const send = (id: string, url: string, at: number): TraceEvent => ({ name: 'ResourceSendRequest', ph: 'I', ts: at * 1000, ...PAGE, args: { data: { requestId: id, url } } });
    const receive = (id: string, at: number): TraceEvent => ({ name: 'ResourceReceiveResponse', ph: 'I', ts: at * 1000, ...PAGE, args: { data: { requestId: id } } });
    const events = [
      send('1', 'http://h/ippc/api/ippcInstallations', 1),
      send('2', 'http://h/ippc/api/ippcInstallations/gis?x=1', 2),
      receive('1', 5),
      receive('2', 9),
      send('3', 'http://h/ippc/api/ippcInstallations/gis', 10),
      receive('3', 12),
    ];
    expect(responsesOf(events, '/api/ippcInstallations/gis')).toEqual([9, 12]);
    expect(responsesOf(events, '/api/missing')).toEqual([]);
  });
});

describe('work in a window', () => {
  const tasks = [
    { start: 0, end: 40, cpu: 10 }, // half inside [20, 100]
    { start: 50, end: 110, cpu: 60 }, // 50 of 60 inside
    { start: 120, end: 130, cpu: 10 }, // outside
  ];

  it('sums the parts inside the window by wall clock and by CPU time, with the longest and the long tasks whole', () => {
    const { wall, cpu, tasks: count } = workIn(tasks, 20, 100);
    expect(count).toBe(2);
    expect(wall).toEqual({ busy: 20 + 50, longest: 60, long: 1 });
    expect(cpu.busy).toBeCloseTo(5 + 50);
    expect(cpu.longest).toBe(60);
    expect(cpu.long).toBe(1);
  });

  it('tells the wall clock from the CPU time: a task that waited for a core is long only by the wall clock', () => {
    const waited = [{ start: 0, end: 200, cpu: 20 }];
    const { wall, cpu } = workIn(waited, 0, 200);
    expect(wall.long).toBe(1);
    expect(cpu.long).toBe(0);
  });

  it('a task of exactly the threshold is not long', () => {
    expect(workIn([{ start: 0, end: 50, cpu: 50 }], 0, 100).wall.long).toBe(0);
    expect(workIn([{ start: 0, end: 50.1, cpu: 50.1 }], 0, 100).cpu.long).toBe(1);
  });

  it('ends the first render with the task that ran the measure’s frame', () => {
    expect(endOfTaskAt(tasks, 60)).toBe(110);
    expect(endOfTaskAt(tasks, 115)).toBe(115);
  });

  it('medians: the lower middle of an even count (a measured value), NaN for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });
});

describe('the trace on CPU time', () => {
  const child = (name: string, start: number, wall: number, thread = PAGE): TraceEvent => ({ name, ph: 'X', ts: start * 1000, dur: wall * 1000, ...thread });
  const instant = (name: string, at: number, thread = PAGE): TraceEvent => ({ name, ph: 'I', ts: at * 1000, ...thread });
  const ms = (events: TraceEvent[], name: string) => events.filter((e) => e.name === name).map((e) => [e.ts / 1000, (e.dur ?? 0) / 1000]);

  it('shortens a task that waited for a core to its CPU time and compresses what ran inside it in proportion', () => {
    const events = [task(100, 80, 20), child('EvaluateScript', 110, 40), instant('ResourceSendRequest', 180), task(300, 10, 10), instant('later', 305)];
    const out = onCpuTime(events);
    expect(ms(out, 'ThreadControllerImpl::RunTask')).toEqual([
      [100, 20],
      [300, 10],
    ]);
    expect(ms(out, 'EvaluateScript')).toEqual([[102.5, 10]]);
    expect(ms(out, 'ResourceSendRequest')).toEqual([[120, 0]]);
    expect(ms(out, 'later')).toEqual([[305, 0]]);
    // The input is left as it was.
    expect(events[0]?.dur).toBe(80_000);
  });

  it('leaves tasks without CPU time, other threads and events between tasks as they are', () => {
    const events = [task(0, 50), child('Layout', 10, 20), task(0, 50, 5, OTHER), instant('between', 60), instant('other', 20, OTHER)];
    const out = onCpuTime(events);
    expect(ms(out, 'Layout')).toEqual([[10, 20]]);
    expect(ms(out, 'between')).toEqual([[60, 0]]);
    expect(ms(out, 'other')).toEqual([[2, 0]]);
  });

  it('scales a nested task and a second name of the same task with the outermost one', () => {
    const events = [task(0, 100, 50), task(0, 100, 50, PAGE, 'RunTask'), task(20, 40, 10)];
    const out = onCpuTime(events);
    expect(ms(out, 'RunTask')).toEqual([[0, 50]]);
    expect(ms(out, 'ThreadControllerImpl::RunTask')).toEqual([
      [0, 50],
      [10, 20],
    ]);
  });
});

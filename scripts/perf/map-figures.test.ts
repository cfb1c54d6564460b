import { describe, expect, it } from 'vitest';
import { summarize, table, type FirstRenderRun, type PanZoomRun } from './map-figures';

const first = (cpu: number, wall: number): FirstRenderRun => ({ work: { cpu, wall }, longest: { cpu: cpu / 2, wall: wall / 2 }, window: wall * 3, appMeasure: cpu / 3, markers: 33 });
const moves = (longest: { cpu: number; wall: number }[]): PanZoomRun => ({
  steps: longest.map((l, i) => ({ step: `step ${i}`, longest: l, long: { cpu: l.cpu > 50 ? 1 : 0, wall: l.wall > 50 ? 1 : 0 } })),
});

describe('map scale figures', () => {
  it('passes when every median is within its budget, though single runs are over', () => {
    const summary = summarize(
      [first(120, 400), first(310, 900), first(150, 500)],
      [moves([{ cpu: 20, wall: 30 }, { cpu: 40, wall: 45 }]), moves([{ cpu: 70, wall: 80 }]), moves([{ cpu: 30, wall: 35 }])],
    );
    expect(summary.failures).toEqual([]);
    expect(summary.ok).toBe(true);
    const render = summary.rows.find((r) => r.what === 'First render: main-thread work, CPU time')!;
    expect(render).toMatchObject({ median: 150, budget: 300, runs: [120, 310, 150] });
    expect(summary.rows.find((r) => r.what === 'Pan/zoom: longest task, CPU time')).toMatchObject({ median: 40, budget: 50 });
    expect(summary.rows.find((r) => r.what === 'Pan/zoom: tasks > 50 ms, CPU time')).toMatchObject({ median: 0, budget: 0 });
  });

  it('names each budget missed; the other clock is shown without a budget', () => {
    const summary = summarize([first(320, 100), first(350, 100)], [moves([{ cpu: 60, wall: 20 }]), moves([{ cpu: 55, wall: 20 }])]);
    expect(summary.ok).toBe(false);
    expect(summary.failures).toEqual([
      'First render: main-thread work, CPU time: median 320 ms over the budget 300 ms',
      'Pan/zoom: longest task, CPU time: median 55 ms over the budget 50 ms',
      'Pan/zoom: tasks > 50 ms, CPU time: median 1 over the budget 0',
    ]);
    expect(summary.rows.find((r) => r.what === 'First render: main-thread work, wall clock')?.budget).toBeUndefined();
  });

  it('checks the wall clock instead when asked', () => {
    const summary = summarize([first(100, 400)], [moves([{ cpu: 10, wall: 70 }])], 'wall');
    expect(summary.failures).toEqual([
      'First render: main-thread work, wall clock: median 400 ms over the budget 300 ms',
      'Pan/zoom: longest task, wall clock: median 70 ms over the budget 50 ms',
      'Pan/zoom: tasks > 50 ms, wall clock: median 1 over the budget 0',
    ]);
    expect(summary.rows[0]!.what).toBe('First render: main-thread work, wall clock');
  });

  it('lists the longest task per step of the pan/zoom sequence', () => {
    const summary = summarize([first(100, 100)], [moves([{ cpu: 12, wall: 30 }, { cpu: 48, wall: 60 }])]);
    expect(summary.rows.filter((r) => r.what.startsWith('  step')).map((r) => [r.what, r.median])).toEqual([
      ['  step 0: longest task, CPU time', 12],
      ['  step 1: longest task, CPU time', 48],
    ]);
  });

  it('prints a table with the medians, ok or OVER against each budget, and the runs', () => {
    const text = table(summarize([first(120, 400), first(330, 900), first(340, 500)], [moves([{ cpu: 20, wall: 30 }])]));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^\s+median\s+budget\s+runs$/);
    expect(lines.find((l) => l.startsWith('First render: main-thread work, CPU time'))).toMatch(/330 ms\s+OVER \(≤ 300 ms\)\s+120 \/ 330 \/ 340$/);
    expect(lines.find((l) => l.startsWith('Pan/zoom: longest task, CPU time'))).toMatch(/20 ms\s+ok \(≤ 50 ms\)\s+20$/);
    expect(lines.find((l) => l.startsWith('  markers drawn'))).toMatch(/33\s+33 \/ 33 \/ 33$/);
  });
});

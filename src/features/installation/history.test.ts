import { describe, expect, it } from 'vitest';
import type { BatApplicability, Inspection, Permit } from '../../../generated/app/model';
import { historyPosition, historySpan, installationHistory } from './history';

const today = new Date(2026, 10, 27);
const permit = (id: string, issuedOn: string, adaptsToBatConclusions?: string[], documentId?: string): Permit => ({ id, title: id, issuedOn, reference: `GZ ${id}`, authority: 'BH', adaptsToBatConclusions, documentId });
const bat = (code: string, publishedOn: string, reconsiderationDeadline: string): BatApplicability => ({ code, title: code, decision: `DB ${code}`, publishedOn, reconsiderationDeadline });
const inspection = (id: string, date: string): Inspection => ({ id, date, kind: 'ROUTINE', reportPublishedOn: date, reportDocumentId: `R-${id}` });

describe('the installation’s history', () => {
  const installation = {
    statusChanges: [
      { status: 'IN_BETRIEB' as const, since: '2001-04-27' },
      { status: 'STILLGELEGT' as const, since: '2025-06-30' },
    ],
    permits: [permit('P3', '2023-02-01', ['CWW']), permit('P2', '2019-05-10', ['LVOC']), permit('P1', '2001-04-27')],
    inspections: [inspection('I2', '2024-03-12'), inspection('I1', '2021-09-01')],
    batConclusions: [bat('LVOC', '2017-11-21', '2021-11-21'), bat('CWW', '2016-05-30', '2020-05-30'), bat('WGC', '2022-12-12', '2026-12-12'), bat('FDM', '2019-12-04', '2023-12-04')],
  };
  const events = installationHistory(installation, today);

  it('has one event per status, permit and inspection and two per BAT conclusion, newest first', () => {
    expect(events).toHaveLength(2 + 3 + 2 + 2 * 4);
    const dates = events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // A deadline still ahead is the first entry.
    expect(events[0]).toMatchObject({ type: 'BAT_DEADLINE', date: '2026-12-12', outcome: { kind: 'running', state: { kind: 'soon', days: 15 } } });
  });

  it('orders the events of one day by type: the status before the permit issued that day', () => {
    const first = events.filter((e) => e.date === '2001-04-27').map((e) => e.type);
    expect(first).toEqual(['STATUS', 'PERMIT']);
  });

  it('names the status before a change', () => {
    expect(events.filter((e) => e.type === 'STATUS')).toEqual([
      { type: 'STATUS', date: '2025-06-30', status: 'STILLGELEGT', previous: 'IN_BETRIEB' },
      { type: 'STATUS', date: '2001-04-27', status: 'IN_BETRIEB', previous: undefined },
    ]);
  });

  it('gives a permit the conclusions it adapts to', () => {
    const p2 = events.find((e) => e.type === 'PERMIT' && e.permit.id === 'P2');
    expect(p2).toMatchObject({ adapts: [{ code: 'LVOC' }] });
  });

  it('judges each deadline by the permits: met in time, met late, missed, or running', () => {
    const outcome = (code: string) => {
      const event = events.find((e) => e.type === 'BAT_DEADLINE' && e.bat.code === code);
      return event?.type === 'BAT_DEADLINE' ? event.outcome.kind : undefined;
    };
    expect(outcome('LVOC')).toBe('met');
    expect(outcome('CWW')).toBe('late');
    expect(outcome('FDM')).toBe('missed');
    expect(outcome('WGC')).toBe('running');
  });

  it('has no status events where the details record none, and nothing for an empty record', () => {
    expect(installationHistory({ ...installation, statusChanges: undefined }, today).some((e) => e.type === 'STATUS')).toBe(false);
    expect(installationHistory({ permits: [], inspections: [], batConclusions: [] }, today)).toEqual([]);
  });

  it('places events on a time line from the first year to today’s', () => {
    const span = historySpan(events, today);
    expect(span).toEqual({ from: 2001, to: 2026 });
    expect(historyPosition('2001-01-01', span!)).toBe(0);
    expect(historyPosition('2027-01-01', span!)).toBe(1);
    expect(historyPosition('2013-12-31', span!)).toBeCloseTo(0.5, 2);
    expect(historySpan([], today)).toBeUndefined();
  });
});

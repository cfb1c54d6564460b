import { describe, expect, it } from 'vitest';
import type { Permit } from '../../generated/app/model';
import { adaptationDeadlines, adaptationState, deadlineState, openDeadlines } from './adaptation';

describe('reconsideration deadlines', () => {
  const today = new Date(2026, 3, 29);

  it('is past, coming up within twelve months, or open', () => {
    expect(deadlineState('2022-08-10', today)).toEqual({ kind: 'past', days: expect.any(Number) });
    expect(deadlineState('2026-04-28', today)).toEqual({ kind: 'past', days: 1 });
    expect(deadlineState('2026-04-29', today)).toEqual({ kind: 'soon', days: 0 });
    expect(deadlineState('2027-04-29', today)).toEqual({ kind: 'soon', days: 365 });
    expect(deadlineState('2027-04-30', today)).toEqual({ kind: 'open', days: 366 });
    expect(deadlineState('2027-12-09', today).kind).toBe('open');
  });

  it('counts twelve calendar months, a day the month lacks moving to its last day', () => {
    // 2027-02-29 does not exist: due until 2028-02-28 … from a leap day.
    const leapDay = new Date(2028, 1, 29);
    expect(deadlineState('2029-02-28', leapDay).kind).toBe('soon');
    expect(deadlineState('2029-03-01', leapDay).kind).toBe('open');
    // Twelve months across a leap day are 366 days.
    expect(deadlineState('2029-01-15', new Date(2028, 0, 15))).toEqual({ kind: 'soon', days: 366 });
  });
});

describe('the adaptation to BAT conclusions', () => {
  const today = new Date(2026, 3, 29);
  const permit = (id: string, issuedOn: string, adaptsToBatConclusions?: string[]): Permit => ({ id, title: id, issuedOn, reference: `GZ ${id}`, authority: 'BH', adaptsToBatConclusions });
  const permits = [permit('P1', '1998-05-04'), permit('P2', '2019-03-12', ['CLM']), permit('P3', '2021-06-01', ['CLM', 'LCP']), permit('P4', '2024-01-10', [])];

  it('is adapted when a permit adapts to the conclusions, with the latest such permit, past deadline or not', () => {
    expect(adaptationState({ code: 'CLM', reconsiderationDeadline: '2017-04-09' }, permits, today)).toEqual({ kind: 'adapted', permit: permits[2] });
    expect(adaptationState({ code: 'LCP', reconsiderationDeadline: '2027-08-17' }, permits, today)).toEqual({ kind: 'adapted', permit: permits[2] });
  });

  it('without an adapting permit: missed only once the deadline has passed, else coming up or open', () => {
    expect(adaptationState({ code: 'WI', reconsiderationDeadline: '2023-12-03' }, permits, today).kind).toBe('past');
    expect(adaptationState({ code: 'WI', reconsiderationDeadline: '2026-12-03' }, permits, today).kind).toBe('soon');
    expect(adaptationState({ code: 'WI', reconsiderationDeadline: '2029-12-03' }, permits, today).kind).toBe('open');
    expect(adaptationState({ code: 'CLM', reconsiderationDeadline: '2017-04-09' }, [], today).kind).toBe('past');
  });
});

describe('an installation’s Anpassungsfristen', () => {
  const today = new Date(2026, 10, 27);
  const bat = (code: string, reconsiderationDeadline: string) => ({ code, reconsiderationDeadline });
  const permit = (issuedOn: string, adaptsToBatConclusions?: string[]) => ({ issuedOn, adaptsToBatConclusions });

  it('is missed for a past deadline and due for one within twelve months, only without an adapting permit', () => {
    const installation = {
      batConclusions: [bat('CWW', '2020-05-30'), bat('LVOC', '2021-11-21'), bat('WT', '2027-08-17'), bat('FDM', '2027-11-28')],
      permits: [permit('1990-01-01'), permit('2021-03-07', ['LVOC'])],
    };
    expect([...adaptationDeadlines(installation, today)].sort()).toEqual(['DUE', 'MISSED']);
    expect(openDeadlines(installation)).toEqual(['2020-05-30', '2027-08-17', '2027-11-28']);
  });

  it('has none when every conclusion is adapted to (even late) or its deadline is more than twelve months ahead', () => {
    expect(adaptationDeadlines({ batConclusions: [bat('CWW', '2020-05-30')], permits: [permit('2023-01-01', ['CWW'])] }, today).size).toBe(0);
    expect(adaptationDeadlines({ batConclusions: [bat('FDM', '2027-11-28')], permits: [] }, today).size).toBe(0);
    expect(adaptationDeadlines({ batConclusions: [], permits: [] }, today).size).toBe(0);
    expect(openDeadlines({ batConclusions: [bat('CWW', '2020-05-30')], permits: [permit('2023-01-01', ['CWW'])] })).toEqual([]);
  });

  it('is due on the day itself and missed from the next day on', () => {
    const installation = { batConclusions: [bat('WI', '2026-11-27')], permits: [] };
    expect([...adaptationDeadlines(installation, today)]).toEqual(['DUE']);
    expect([...adaptationDeadlines(installation, new Date(2026, 10, 28))]).toEqual(['MISSED']);
  });
});

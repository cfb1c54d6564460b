import { describe, expect, it } from 'vitest';
import { parseRegisterParams } from '../../state/register/registerParams';
import { dueFilter, watchedFiltersOf, watchNotification, watchPlan, type WatchedFilter } from './watchedFilters';

const record = (name: string, criteria: Record<string, unknown>, watched?: boolean) => JSON.stringify({ name, enabled: true, criteria, ...(watched === undefined ? {} : { watched }) });
const steiermark: WatchedFilter = { key: 'f-st', name: 'Steiermark', values: { bundeslandCodes: ['6'], query: '' } };
const zement: WatchedFilter = { key: 'f-ze', name: 'Zement', values: { query: 'Zement', changedSince: '2026-03-15' } };

describe('watched saved filters', () => {
  it('are the stored records marked watched (never the default filter, never an unreadable record)', () => {
    const stored = {
      'f-st': record('Steiermark', { bundeslandCodes: ['6'], query: '' }, true),
      'f-no': record('Nicht beobachtet', { bundeslandCodes: ['4'] }, false),
      'f-old': record('Alt', { bundeslandCodes: ['4'] }),
      OJS_DEFAULT_FILTER: record('Standardfilter', {}, true),
      'f-bad': '{kaputt',
    };
    expect(watchedFiltersOf(stored)).toEqual([steiermark]);
  });

  it('are due on a visit of a later day than the last one, counted since that day; a first watch only starts its visits', () => {
    const plan = watchPlan([steiermark, zement], { 'f-st': '2026-04-01', 'f-gone': '2026-01-01' }, '2026-04-10');
    expect(plan.due.map((d) => [d.filter.key, d.since, d.values.changedSince])).toEqual([['f-st', '2026-04-01', '2026-04-01']]);
    // Every watched filter is visited today; an unwatched one is forgotten.
    expect(plan.visits).toEqual({ 'f-st': '2026-04-10', 'f-ze': '2026-04-10' });
    // The same day again: nothing due.
    expect(watchPlan([steiermark, zement], plan.visits, '2026-04-10').due).toEqual([]);
  });

  it("keep a filter's own later 'geändert seit' and search with both criteria", () => {
    const [due] = watchPlan([zement], { 'f-ze': '2026-03-01' }, '2026-04-10').due;
    expect(due?.since).toBe('2026-03-01');
    expect(dueFilter(due!)).toEqual({ query: 'Zement', changedSince: '2026-03-15' });
    const [earlier] = watchPlan([zement], { 'f-ze': '2026-03-20' }, '2026-04-10').due;
    expect(dueFilter(earlier!)).toEqual({ query: 'Zement', changedSince: '2026-03-20' });
  });

  it('become a notification per count above 0, linking to the register filtered with changedSince', () => {
    const [due] = watchPlan([steiermark], { 'f-st': '2026-04-01' }, '2026-04-10').due;
    expect(watchNotification(due!, 0, '2026-04-10', new Date('2026-04-10T08:00:00Z'))).toBeUndefined();
    const one = watchNotification(due!, 1, '2026-04-10', new Date('2026-04-10T08:00:00Z'));
    expect(one?.title).toBe('„Steiermark“: 1 Anlage seit 01.04.2026 geändert');
    const many = watchNotification(due!, 12, '2026-04-10', new Date('2026-04-10T08:00:00Z'))!;
    expect(many).toMatchObject({ key: 'watch:f-st:2026-04-01:2026-04-10', type: 'Info', read: false, date: '2026-04-10T08:00:00.000Z' });
    expect(many.title).toBe('„Steiermark“: 12 Anlagen seit 01.04.2026 geändert');
    const [path, state] = many.href!.split('!');
    expect(path).toBe('/installations');
    expect(parseRegisterParams(state!).filter).toEqual({ bundeslandCodes: ['6'], changedSince: '2026-04-01' });
  });
});

import { describe, expect, it } from 'vitest';
import { isReferenceList, naceLabel, referenceLabels, referenceListQuery } from './referenceLists';

describe('reference lists', () => {
  it('code → label: the entry’s name by its code', () => {
    const labels = referenceLabels([
      { code: '23.51', name: 'Herstellung von Zement', parentCode: '23.5' },
      { code: '203', name: 'Hermagor', parentCode: '2' },
    ]);
    expect(labels.get('23.51')).toBe('Herstellung von Zement');
    expect(labels.get('203')).toBe('Hermagor');
    expect(labels.get('999')).toBeUndefined();
    expect(referenceLabels(undefined).size).toBe(0);
    expect(naceLabel('23.51', 'Herstellung von Zement')).toBe('23.51 Herstellung von Zement');
  });

  it('knows the four lists the filter names, each kept for the visit under its own key', () => {
    const names = ['provinces', 'politicalDistricts', 'municipalities', 'naceActivities'] as const;
    for (const name of names) expect(isReferenceList(name)).toBe(true);
    expect([isReferenceList('legalForms'), isReferenceList('toString'), isReferenceList(undefined)]).toEqual([false, false, false]);
    const queries = names.map(referenceListQuery);
    expect(queries.map((q) => [q.staleTime, q.gcTime])).toEqual(names.map(() => [Infinity, Infinity]));
    expect(new Set(queries.map((q) => JSON.stringify(q.queryKey))).size).toBe(4);
  });
});

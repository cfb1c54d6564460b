import { describe, expect, it } from 'vitest';
import { valueLabels } from '../../components/filters/values';
import { decodePlace, encodePlace } from './place';
import type { CriterionDefinition } from './types';

describe('the value of a place criterion', () => {
  it('round-trips place, point and radius through one string (rounded to 5 decimals)', () => {
    const value = encodePlace({ lat: 48.285701234, lon: 14.313271, label: '4020 Linz', radiusKm: 10 });
    expect(value).toBe('48.2857,14.31327,10,4020 Linz');
    expect(decodePlace(value)).toEqual({ lat: 48.2857, lon: 14.31327, label: '4020 Linz', radiusKm: 10 });
    expect(decodePlace(encodePlace({ lat: 47.07, lon: 15.44, label: '8010 Graz' }))).toEqual({ lat: 47.07, lon: 15.44, label: '8010 Graz' });
    // A label may contain commas.
    expect(decodePlace('47.5,13.1,5,5020 Salzburg, Stadt')?.label).toBe('5020 Salzburg, Stadt');
  });

  it.each([
    ['not a string', ['48', '14']],
    ['no label', '48.3,14.3,10,'],
    ['a radius not offered', '48.3,14.3,7,4020 Linz'],
    ['a negative radius', '48.3,14.3,-10,4020 Linz'],
    ['a latitude beyond the pole', '91,14.3,10,Nirgendwo'],
    ['text for a number', 'x,14.3,10,4020 Linz'],
    ['an exponent', '4.8e1,14.3,10,4020 Linz'],
    ['too few parts', '48.3,14.3'],
  ])('rejects %s', (_name, value) => expect(decodePlace(value)).toBeUndefined());

  it("shows a chip only for a place with a radius: 'PLZ oder Ort: 4020 Linz, im Umkreis von 10 km'", () => {
    const criterion: CriterionDefinition = { id: 'near', label: 'PLZ oder Ort', category: 'main', defaultExpanded: false, type: 'PLACE', defaultValue: '' };
    expect(valueLabels(criterion, '48.2857,14.31327,10,4020 Linz')).toEqual(['4020 Linz, im Umkreis von 10 km']);
    expect(valueLabels(criterion, '48.2857,14.31327,,4020 Linz')).toEqual([]);
    expect(valueLabels(criterion, 'kaputt')).toEqual([]);
    expect(valueLabels(criterion, '')).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { containsPoint, municipalityShape } from '../geo/municipalities';
import { searchPostCodeCity } from './places';

describe('the postcode/place search of the mock', () => {
  it('finds a place by the beginning of its postcode, with its municipality, district, state and a point inside it', () => {
    const hits = searchPostCodeCity('40');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((p) => p.postalCode.startsWith('40'))).toBe(true);
    const linz = hits.find((p) => p.municipalityCode === '40101');
    expect(linz).toMatchObject({ postalCode: '4020', city: 'Linz', municipalityName: 'Linz', districtCode: '401', bundeslandCode: '4' });
    expect(containsPoint(municipalityShape('40101'), linz!.location!)).toBe(true);
  });

  it('finds a place by the beginning of its name or of a word in it, case-insensitively, postcode matches first', () => {
    expect(searchPostCodeCity('LEOB').map((p) => p.municipalityName)).toContain('Leoben');
    expect(searchPostCodeCity('pölten').map((p) => `${p.postalCode} ${p.city}`)).toContain('3100 St. Pölten');
    const vienna = searchPostCodeCity('Wien').filter((p) => p.bundeslandCode === '9');
    expect(vienna.length).toBeGreaterThan(1);
    expect(vienna.every((p) => p.city === 'Wien' && /^1\d{3}$/.test(p.postalCode))).toBe(true);
    expect(searchPostCodeCity('Wien').map((p) => p.city)).toContain('Wiener Neustadt');
    expect(searchPostCodeCity('zzz')).toEqual([]);
    expect(searchPostCodeCity('  ')).toEqual([]);
  });

  it('places every answer inside its municipality and agrees with the municipality\'s district and state', () => {
    for (const term of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      for (const p of searchPostCodeCity(term)) {
        const shape = municipalityShape(p.municipalityCode);
        expect(containsPoint(shape, p.location!), p.municipalityName).toBe(true);
        expect([p.municipalityName, p.districtCode, p.bundeslandCode]).toEqual([shape.name, shape.districtCode, shape.bundeslandCode]);
      }
    }
  });
});

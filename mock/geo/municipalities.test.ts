// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateInstallations } from '../../scripts/examples/installations';
import { DISTRICTS } from '../../scripts/examples/geography';
import { loadInstallations } from '../server/register';
import { containsPoint, municipalityShape, municipalityShapes, placeOf, pointIn } from './municipalities';

describe('municipality boundaries', () => {
  it('has all 2,118 municipalities with their names, districts and states', () => {
    expect(municipalityShapes().size).toBe(2118);
    expect(municipalityShape('40101')).toMatchObject({ name: 'Linz', districtCode: '401', bundeslandCode: '4' });
    expect(municipalityShape('92201')).toMatchObject({ name: 'Wien-Donaustadt', districtCode: '922', bundeslandCode: '9' });
  });

  it('tells a point inside a municipality from one outside', () => {
    const linz = municipalityShape('40101');
    // Linz Hauptplatz, and Wels' town centre 25 km away.
    expect(containsPoint(linz, { lat: 48.3059, lon: 14.2862 })).toBe(true);
    expect(containsPoint(linz, { lat: 48.1575, lon: 14.0289 })).toBe(false);
    expect(containsPoint(municipalityShape('41801'), { lat: 48.1575, lon: 14.0289 })).toBe(false);
  });

  it('draws points inside the municipality, the same ones from the same source', () => {
    const shape = municipalityShape('61101'); // Eisenerz
    const source = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const a = Array.from({ length: 50 }, ((random) => () => pointIn(shape, random))(source(7)));
    const b = Array.from({ length: 50 }, ((random) => () => pointIn(shape, random))(source(7)));
    expect(a).toEqual(b);
    for (const point of a) expect(containsPoint(shape, point)).toBe(true);
  });

  it('places every municipality at a point inside it', () => {
    for (const shape of municipalityShapes().values()) expect(containsPoint(shape, placeOf(shape)), shape.name).toBe(true);
  });
});

describe('example installations', () => {
  const known = new Map(DISTRICTS.flatMap((d) => d.municipalities.map((m) => [m.code, m.postalCode] as const)));
  it.each([
    ['the committed dataset', loadInstallations(320)],
    ['a generated register of 3,000', generateInstallations(3000)],
  ])('lie inside their municipality, and their address agrees with it: %s', (_, installations) => {
    for (const x of installations) {
      const shape = municipalityShape(x.site.municipalityCode);
      expect(containsPoint(shape, x.location), x.id).toBe(true);
      expect([x.site.municipalityName, x.site.districtCode, x.site.bundeslandCode, x.site.postalCode], x.id).toEqual([
        shape.name,
        shape.districtCode,
        shape.bundeslandCode,
        known.get(shape.code),
      ]);
      expect(x.site.city).toBe(shape.name.replace(/^Wien-.*/, 'Wien'));
    }
  });
});

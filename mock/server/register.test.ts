// @vitest-environment node
import './nodeTestEnv';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../scripts/examples/geography';
import { generateInstallations } from '../../scripts/examples/installations';
import { DEFAULT_INSTALLATIONS, loadInstallations, Register, SORT_FIELDS } from './register';
import type { SearchRequest } from './types';

const register = new Register(loadInstallations(DEFAULT_INSTALLATIONS));
const all = register.installations;
const search = (request: Partial<SearchRequest>, ownedIds?: Set<string>) =>
  register.search({ filter: {}, page: 0, pageSize: 100, ...request }, { ownedIds });
const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

describe('the register of the realistic mock', () => {
  it('serves the committed dataset by default, a generated one of any size otherwise', () => {
    expect(all).toHaveLength(320);
    expect(all[0]!.id).toBe('AT-IPPC-000001');
    // The committed dataset is the prefix of every generated one.
    expect(generateInstallations(330).slice(0, 320)).toEqual(all);
  });

  it('finds by full text over name, operator, Ort, Gemeinde and id, every word, case-insensitively', () => {
    const linz = search({ filter: { query: 'LINZ' } });
    expect(linz.total).toBeGreaterThan(0);
    expect(linz.total).toBeLessThan(all.length);
    for (const x of linz.items) expect(`${x.id} ${x.name} ${x.operatorName} ${x.site.city} ${x.site.municipalityName}`.toLowerCase()).toContain('linz');
    const one = search({ filter: { query: 'at-ippc-000042' } });
    expect(one.items.map((x) => x.id)).toEqual(['AT-IPPC-000042']);
    const first = all[0]!;
    const twoWords = search({ filter: { query: `${first.name.split(' ')[0]!} ${first.site.municipalityName}` } });
    expect(twoWords.items.map((x) => x.id)).toContain(first.id);
    expect(search({ filter: { query: 'gibtesnicht' } })).toEqual({ total: 0, page: 0, pageSize: 100, items: [] });
  });

  it('filters by Bundesland, Bezirk, Gemeinde, ÖNACE, activity (number or category, main or further), BAT, legal basis and status', () => {
    const ooe = search({ filter: { bundeslandCodes: ['4'] } });
    expect(ooe.total).toBe(all.filter((x) => x.site.bundeslandCode === '4').length);
    expect(ooe.items.every((x) => x.site.bundeslandCode === '4')).toBe(true);

    const district = all[5]!.site.districtCode;
    expect(search({ filter: { districtCodes: [district] } }).items.every((x) => x.site.districtCode === district)).toBe(true);

    const category5 = register.filter({ activityCodes: ['5'] });
    expect(category5.length).toBe(all.filter((x) => [x.mainActivity, ...x.furtherActivities].some((a) => a.code.startsWith('5.'))).length);
    const exact = register.filter({ activityCodes: ['5.2'] });
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.length).toBeLessThan(category5.length);
    expect(exact.every((x) => [x.mainActivity, ...x.furtherActivities].some((a) => a.code === '5.2'))).toBe(true);

    const lcp = register.filter({ batConclusionCodes: ['LCP'] });
    expect(lcp.length).toBeGreaterThan(0);
    expect(lcp.every((x) => x.batConclusions.some((b) => b.code === 'LCP'))).toBe(true);
    expect(register.filter({ legalBases: ['AWG'] }).every((x) => x.legalBasis === 'AWG')).toBe(true);
    const closed = register.filter({ statuses: ['STILLGELEGT'] });
    expect(closed.length).toBe(all.filter((x) => x.status === 'STILLGELEGT').length);

    const site = all[7]!.site;
    const inMunicipality = register.filter({ municipalityCodes: [site.municipalityCode] });
    expect(inMunicipality.length).toBe(all.filter((x) => x.site.municipalityCode === site.municipalityCode).length);
    expect(inMunicipality.map((x) => x.id)).toContain(all[7]!.id);

    // ÖNACE: a class, its group and its division match, another division does not.
    const cement = all.filter((x) => x.naceCode.code === '23.51');
    expect(cement.length).toBeGreaterThan(0);
    expect(register.filter({ naceCodes: ['23.51'] })).toHaveLength(cement.length);
    const group = register.filter({ naceCodes: ['23.5'] });
    expect(group.length).toBe(all.filter((x) => x.naceCode.code.startsWith('23.5')).length);
    expect(group.length).toBeGreaterThanOrEqual(cement.length);
    expect(register.filter({ naceCodes: ['23'] }).length).toBe(all.filter((x) => x.naceCode.code.startsWith('23.')).length);
    expect(register.filter({ naceCodes: ['2'] as never })).toEqual([]);

    // Criteria combine with AND; values of one criterion with OR.
    const combined = register.filter({ bundeslandCodes: ['4', '6'], statuses: ['IN_BETRIEB'] });
    expect(combined.every((x) => ['4', '6'].includes(x.site.bundeslandCode) && x.status === 'IN_BETRIEB')).toBe(true);
    expect(combined.length).toBe(all.filter((x) => ['4', '6'].includes(x.site.bundeslandCode) && x.status === 'IN_BETRIEB').length);
  });

  it('restricts to the owner’s own installations with onlyOwn, and to none for visitors who own nothing', () => {
    const owned = register.ownedBy('m.mustermann');
    expect(owned.size).toBeGreaterThan(1);
    const own = search({ filter: { onlyOwn: true } }, owned);
    expect(own.total).toBe(owned.size);
    expect(own.items.every((x) => owned.has(x.id))).toBe(true);
    expect(search({ filter: { onlyOwn: true } }).total).toBe(0);
    expect(register.ownedBy('a.muster')).not.toEqual(owned);
  });

  it('sorts by every field in both directions with German collation', () => {
    for (const field of SORT_FIELDS) {
      const asc = search({ sort: { field, direction: 'asc' }, pageSize: 100 }).items;
      const desc = search({ sort: { field, direction: 'desc' }, pageSize: 100 }).items;
      expect(asc).toHaveLength(100);
      const key = (x: (typeof asc)[number]) =>
        ({ name: x.name, operatorName: x.operatorName, city: x.site.city, districtName: x.site.districtName, bundeslandName: x.site.bundeslandName, mainActivity: x.mainActivity.code, status: x.status, lastChange: x.lastChange, adaptationDeadline: x.adaptationDeadline ?? '9999-12-31' })[field];
      for (let i = 1; i < asc.length; i++) expect(collator.compare(key(asc[i - 1]!), key(asc[i]!)), `${field} asc at ${i}`).toBeLessThanOrEqual(0);
      for (let i = 1; i < desc.length; i++) expect(collator.compare(key(desc[i - 1]!), key(desc[i]!)), `${field} desc at ${i}`).toBeGreaterThanOrEqual(0);
    }
    // German collation: umlauts sort with their base letter (Österreich-style names), not after z.
    const cities = register.filter({}, {}, 'city').map((x) => x.site.city);
    const firstUmlaut = cities.findIndex((c) => /^[ÄÖÜ]/.test(c));
    if (firstUmlaut >= 0) expect(cities.slice(firstUmlaut).some((c) => /^[P-Zp-z]/.test(c))).toBe(true);
    expect(search({}).items[0]!.name.localeCompare(search({}).items[1]!.name, 'de')).toBeLessThanOrEqual(0);
  });

  it('finds the Anpassungsfristen: a deadline without an adapting permit, missed or due within twelve months of the server’s day', () => {
    const today = new Date(2026, 10, 27);
    const find = (states: ('MISSED' | 'DUE')[]) => register.search({ filter: { adaptationDeadlines: states }, page: 0, pageSize: 100, sort: { field: 'adaptationDeadline', direction: 'asc' } }, { today });
    const openOf = (x: (typeof all)[number]) => x.batConclusions.filter((b) => !x.permits.some((p) => p.adaptsToBatConclusions?.includes(b.code))).map((b) => b.reconsiderationDeadline);
    const missed = all.filter((x) => openOf(x).some((d) => d < '2026-11-27'));
    const due = all.filter((x) => openOf(x).some((d) => d >= '2026-11-27' && d <= '2027-11-27'));
    expect(missed.length).toBeGreaterThan(0);
    expect(due.length).toBeGreaterThan(0);
    expect(find(['MISSED']).total).toBe(missed.length);
    expect(find(['DUE']).total).toBe(due.length);
    expect(find(['MISSED', 'DUE']).total).toBe(new Set([...missed, ...due]).size);
    // Sorted by the earliest open deadline, which each summary carries.
    const items = find(['MISSED', 'DUE']).items;
    expect(items.every((x) => x.adaptationDeadline !== undefined)).toBe(true);
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.adaptationDeadline! <= items[i]!.adaptationDeadline!).toBe(true);
    // Another day, other deadlines: a year later what was due is missed.
    expect(register.search({ filter: { adaptationDeadlines: ['MISSED'] }, page: 0, pageSize: 1 }, { today: new Date(2027, 10, 28) }).total).toBe(new Set([...missed, ...due]).size);
  });

  it('records statuses consistent with the permits, inspections and last change', () => {
    for (const x of all) {
      const changes = x.statusChanges ?? [];
      expect(changes.at(-1)?.status, x.id).toBe(x.status);
      expect(changes[0]!.since, x.id).toBe(x.permits.map((p) => p.issuedOn).sort()[0]);
      const closed = changes.find((c) => c.status === 'STILLGELEGT');
      if (closed) {
        for (const p of x.permits) expect(p.issuedOn < closed.since, x.id).toBe(true);
        for (const i of x.inspections) expect(i.date <= closed.since, x.id).toBe(true);
      }
      expect(changes.at(-1)!.since <= x.lastChange.slice(0, 10), x.id).toBe(true);
    }
  });

  it('pages through the results with the total count', () => {
    const pages = [0, 1, 2, 3].map((page) => search({ page, pageSize: 100 }));
    expect(pages.map((p) => p.total)).toEqual([320, 320, 320, 320]);
    expect(pages.map((p) => p.items.length)).toEqual([100, 100, 100, 20]);
    const ids = pages.flatMap((p) => p.items.map((x) => x.id));
    expect(new Set(ids).size).toBe(320);
    expect(search({ page: 9, pageSize: 50 }).items).toEqual([]);
    expect(pages[1]!.page).toBe(1);
  });

  it('gives map points, statistics and the last update for the same filter', () => {
    const filter = { bundeslandCodes: ['6' as const] };
    const gis = register.gis(filter);
    const stats = register.stats(filter);
    expect(gis.features).toHaveLength(stats.total);
    expect(stats.byBundesland.find((b) => b.code === '6')!.count).toBe(stats.total);
    expect(stats.byActivityCategory.reduce((s, c) => s + c.count, 0)).toBe(stats.total);
    expect(register.lastUpdateResult().lastUpdate).toBe(all.map((x) => x.lastChange).sort().at(-1));
    expect(register.get('AT-IPPC-999999')).toBeUndefined();
  });
});

describe('the radius criterion (near)', () => {
  const linz = { lat: 48.30639, lon: 14.28611 };
  const within = (near: { lat: number; lon: number; radiusKm: number }) => all.filter((x) => distanceKm(near, x.location) <= near.radiusKm).map((x) => x.id).sort();

  it('measures great-circle distances (haversine, 6371 km) at known pairs', () => {
    // One degree along a meridian and along the equator: 6371 km · π / 180.
    expect(distanceKm({ lat: 47, lon: 14 }, { lat: 48, lon: 14 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: 0, lon: 14 }, { lat: 0, lon: 15 })).toBeCloseTo(111.195, 3);
    // Linz Hauptplatz – Wien Stephansplatz, against the spherical law of cosines.
    const wien = { lat: 48.20849, lon: 16.37208 };
    const rad = Math.PI / 180;
    const cosines = 6371 * Math.acos(Math.sin(linz.lat * rad) * Math.sin(wien.lat * rad) + Math.cos(linz.lat * rad) * Math.cos(wien.lat * rad) * Math.cos((wien.lon - linz.lon) * rad));
    expect(distanceKm(linz, wien)).toBeCloseTo(cosines, 6);
    expect(distanceKm(linz, wien)).toBeGreaterThan(154);
    expect(distanceKm(linz, wien)).toBeLessThan(156);
    expect(distanceKm(linz, linz)).toBe(0);
  });

  it('keeps exactly the installations within the radius, in search, map, statistics and export alike', () => {
    const near = { ...linz, radiusKm: 10 };
    const expected = within(near);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length / 4);
    const found = search({ filter: { near } });
    expect(found.total).toBe(expected.length);
    expect(found.items.map((x) => x.id).sort()).toEqual(expected);
    for (const x of found.items) expect(distanceKm(near, x.location)).toBeLessThanOrEqual(10);
    expect(register.gis({ near }).features.map((f) => f.properties.id).sort()).toEqual(expected);
    expect(register.stats({ near }).total).toBe(expected.length);
    expect(register.filter({ near }).map((x) => x.id).sort()).toEqual(expected);
    // Combined with other criteria by AND.
    const oberoesterreich = search({ filter: { near: { ...linz, radiusKm: 60 }, bundeslandCodes: ['4'] } });
    expect(oberoesterreich.items.every((x) => x.site.bundeslandCode === '4' && distanceKm(linz, x.location) <= 60)).toBe(true);
  });

  it('includes an installation exactly on the boundary and leaves it out just inside it', () => {
    const x = all[7]!;
    const radiusKm = distanceKm(linz, x.location);
    expect(search({ filter: { near: { ...linz, radiusKm } } }).items.map((y) => y.id)).toContain(x.id);
    expect(search({ filter: { near: { ...linz, radiusKm: radiusKm - 1e-6 } } }).items.map((y) => y.id)).not.toContain(x.id);
  });

  it('grows with the radius', () => {
    const counts = [5, 10, 25, 50, 200].map((radiusKm) => search({ filter: { near: { ...linz, radiusKm } } }).total);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(counts[4]!);
  });
});

describe('changedSince and the feed', () => {
  // An installation whose lastChange falls just after midnight in Vienna but on the previous day in UTC.
  const base = all[0]!;
  const lateUtc = { ...base, id: 'AT-IPPC-900001', lastChange: '2026-03-09T23:30:00Z' }; // 10 March 00:30 in Vienna
  const before = { ...base, id: 'AT-IPPC-900002', lastChange: '2026-03-09T22:59:59Z' }; // 9 March 23:59:59 in Vienna
  const small = new Register([lateUtc, before]);

  it('matches a lastChange on the day (Europe/Vienna) or later, not before', () => {
    const ids = (changedSince: string) => small.search({ filter: { changedSince }, page: 0, pageSize: 10 }).items.map((x) => x.id);
    expect(ids('2026-03-10')).toEqual([lateUtc.id]);
    expect(ids('2026-03-09')).toHaveLength(2);
    expect(ids('2026-03-11')).toEqual([]);
  });

  it('counts in the committed register exactly the installations whose day of lastChange is not earlier', () => {
    const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(iso));
    for (const since of ['2026-04-01', '2026-01-15', '2025-06-30']) {
      const expected = all.filter((x) => day(x.lastChange) >= since).length;
      expect(search({ filter: { changedSince: since } }).total).toBe(expected);
      expect(register.stats({ changedSince: since }).total).toBe(expected);
    }
  });

  it('writes the newest 50 changes of the filter, newest first, as Atom', () => {
    const xml = register.feed({}, new URLSearchParams());
    const updated = [...xml.matchAll(/<entry>[\s\S]*?<updated>([^<]+)<\/updated>/g)].map((m) => m[1]!);
    expect(updated).toHaveLength(50);
    expect([...updated].sort().reverse()).toEqual(updated);
    const newest = [...all].sort((a, b) => Date.parse(b.lastChange) - Date.parse(a.lastChange))[0]!;
    expect(xml).toContain(`<id>tag:ippc.umweltbundesamt.at,2026:installation/${newest.id}/${newest.lastChange}</id>`);
    const linz = register.feed({ query: 'Linz', changedSince: '2025-01-01' }, new URLSearchParams('query=Linz&changedSince=2025-01-01&onlyOwn=true'));
    expect(linz).toContain('<id>tag:ippc.umweltbundesamt.at,2026:feed?changedSince=2025-01-01&amp;query=Linz</id>');
    expect((linz.match(/<entry>/g) ?? []).length).toBe(search({ filter: { query: 'Linz', changedSince: '2025-01-01' } }).total);
  });
});

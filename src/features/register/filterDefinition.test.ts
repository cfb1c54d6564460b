import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FilterMetadata } from '../../../generated/app/model';
import { REGISTER_FILTER_ID, referenceListsOf, registerFilterDefinition, toInstallationFilter } from './filterDefinition';

const metadata = (JSON.parse(readFileSync('openapi/examples/app/filter-metadata.json', 'utf8')) as { value: FilterMetadata }).value;

describe('register filter definition (GET /api/filter/metadata)', () => {
  it('id ippcInstallations, update mode apply, active by default, criteria with typed defaults', () => {
    const def = registerFilterDefinition(metadata, { owner: true });
    expect(def).toMatchObject({ id: REGISTER_FILTER_ID, updateMode: 'apply', defaultEnabled: true, disableFilterManagement: false });
    expect(def.criteria.map((c) => [c.id, c.type, c.category, c.defaultValue])).toEqual(
      [...metadata.criteria.map((c) => [c.id, c.type, c.category, c.type === 'TEXT' ? '' : c.type === 'BOOLEAN' ? false : []]), ['near', 'PLACE', 'main', ''], ['changedSince', 'DATE', 'main', '']],
    );
  });

  it('leaves out a criterion of a type the contract does not list yet; an unknown category counts as additional', () => {
    const [first, second, ...rest] = metadata.criteria;
    const def = registerFilterDefinition({
      ...metadata,
      criteria: [{ ...first!, type: 'DATE_RANGE' as never }, { ...second!, category: 'extra' as never }, ...rest],
    }, { owner: true });
    expect(def.criteria.map((c) => c.id)).toEqual([second!.id, ...rest.map((c) => c.id), 'near', 'changedSince']);
    expect(def.criteria[0]?.category).toBe('additional');
  });

  it("offers 'Nur eigene Anlagen' to registered owners only", () => {
    expect(metadata.criteria.map((c) => c.id)).toContain('onlyOwn');
    expect(registerFilterDefinition(metadata, { owner: true }).criteria.map((c) => c.id)).toContain('onlyOwn');
    expect(registerFilterDefinition(metadata, { owner: false }).criteria.map((c) => c.id)).toEqual([...metadata.criteria.map((c) => c.id).filter((id) => id !== 'onlyOwn'), 'near', 'changedSince']);
  });

  it("a criterion labelled like the page search ('Suche') is called 'Suchbegriff'; the others keep their labels", () => {
    expect(metadata.criteria.find((c) => c.id === 'query')?.label).toBe('Suche');
    const def = registerFilterDefinition(metadata, { owner: true });
    expect(def.criteria.map((c) => c.label)).toEqual([...metadata.criteria.map((c) => (c.id === 'query' ? 'Suchbegriff' : c.label)), 'PLZ oder Ort', 'Geändert seit']);
  });

  it('the full-text criterion has the contract limit of InstallationFilter.query (200 characters), no other rule', () => {
    const def = registerFilterDefinition(metadata, { owner: true });
    expect(def.criteria.filter((c) => c.maxLength !== undefined).map((c) => [c.id, c.maxLength])).toEqual([['query', 200]]);
  });

  it.each([
    ['nothing', undefined, '', {}],
    ['defaults', { query: '', bundeslandCodes: [], onlyOwn: false }, '', {}],
    ['lists and flags', { bundeslandCodes: ['4'], statuses: ['IN_BETRIEB'], onlyOwn: true }, '', { bundeslandCodes: ['4'], statuses: ['IN_BETRIEB'], onlyOwn: true }],
    ['values the contract forbids are dropped', { bundeslandCodes: ['4', '12'], legalBases: ['XYZ'], districtCodes: ['101', 'x'], activityCodes: ['3.1', '9'] }, '', { bundeslandCodes: ['4'], districtCodes: ['101'], activityCodes: ['3.1'] }],
    ['the Anpassungsfristen, without states the contract does not know', { adaptationDeadlines: ['MISSED', 'DUE', 'LATER'] }, '', { adaptationDeadlines: ['MISSED', 'DUE'] }],
    ['the page search joins the full-text criterion', { query: 'Zement' }, ' Linz ', { query: 'Zement Linz' }],
    ['the page search alone', undefined, 'Linz', { query: 'Linz' }],
    ['changedSince: a real day YYYY-MM-DD', { changedSince: '2026-04-01' }, '', { changedSince: '2026-04-01' }],
    ['changedSince: no day, no criterion', { changedSince: '2026-02-30' }, '', {}],
    ['changedSince: the German form is no criterion value', { changedSince: '01.04.2026' }, '', {}],
    ['bidirectional controls are removed from the criterion and the page search', { query: 'Ze\u202Ement' }, '\u2067Linz\u2069\u200F', { query: 'Zement Linz' }],
    ['a place with a radius is the radius criterion', { near: '48.2857,14.31327,10,4020 Linz' }, '', { near: { lat: 48.2857, lon: 14.31327, radiusKm: 10 } }],
    ['a place without a radius does not restrict', { near: '48.2857,14.31327,,4020 Linz' }, '', {}],
    ['a radius that is not offered does not restrict', { near: '48.2857,14.31327,7,4020 Linz' }, '', {}],
    ['a place outside Austria\'s bounding box does not restrict', { near: '52.52,13.405,10,Berlin' }, '', {}],
    ['a malformed place does not restrict', { near: 'Linz' }, '', {}],
  ])('toInstallationFilter: %s', (_name, values, term, expected) => expect(toInstallationFilter(values, term)).toEqual(expected));

  const criterion = (id: string, lists: Parameters<typeof registerFilterDefinition>[1]['lists']) =>
    registerFilterDefinition(metadata, { owner: false, lists }).criteria.find((c) => c.id === id);

  it('the metadata names the reference list of Bundesland, Bezirk, Gemeinde and ÖNACE, each read once', () => {
    expect(Object.fromEntries(metadata.criteria.filter((c) => c.referenceList).map((c) => [c.id, c.referenceList]))).toEqual({
      bundeslandCodes: 'provinces',
      districtCodes: 'politicalDistricts',
      municipalityCodes: 'municipalities',
      naceCodes: 'naceActivities',
    });
    expect(referenceListsOf(metadata)).toEqual(['provinces', 'politicalDistricts', 'municipalities', 'naceActivities']);
    expect(referenceListsOf({ criteria: [...metadata.criteria, { ...metadata.criteria[1]!, referenceList: 'legalForms' as never }] })).toHaveLength(4);
    // The data source is credited where the lists are described.
    for (const id of ['bundeslandCodes', 'districtCodes', 'municipalityCodes']) expect(criterion(id, {})?.description).toContain('Datenquelle: Statistik Austria – data.statistik.gv.at (CC BY 4.0)');
    expect(criterion('naceCodes', {})?.description).toContain('Datenquelle: NACE Rev. 2');
  });

  it('takes the Bezirk options from the reference list of political districts, narrowed by the Bundesland criterion', () => {
    const politicalDistricts = [
      { code: '902', name: 'Wien 2., Leopoldstadt', parentCode: '9' },
      { code: '900', name: 'Wien (Stadt)', parentCode: '9' },
      { code: '101', name: 'Eisenstadt (Stadt)', parentCode: '1' },
    ];
    const bezirk = criterion('districtCodes', { politicalDistricts });
    expect(bezirk?.narrowedBy).toEqual(['bundeslandCodes']);
    // By code, Vienna as a whole left out (its districts are offered, the Bundesland covers all of it).
    expect(bezirk?.options).toEqual([
      { value: '101', label: 'Eisenstadt (Stadt)', parent: '1' },
      { value: '902', label: 'Wien 2., Leopoldstadt', parent: '9' },
    ]);
    // Until the reference list is in, the definition's own options.
    const own = metadata.criteria.find((c) => c.id === 'districtCodes')?.options;
    expect(criterion('districtCodes', {})?.options).toEqual(own);
  });

  it('takes the Bundesland options from the reference list of provinces, by code', () => {
    const provinces = [
      { code: '2', name: 'Kärnten' },
      { code: '1', name: 'Burgenland' },
    ];
    expect(criterion('bundeslandCodes', { provinces })?.options).toEqual([
      { value: '1', label: 'Burgenland' },
      { value: '2', label: 'Kärnten' },
    ]);
  });

  it('Gemeinde: all municipalities by name, each within its Bezirk and Bundesland; a shared name names its Bezirk', () => {
    // Reference list entries as [code, name, parent code].
    const entries = (rows: [string, string, string][]) => rows.map(([code, name, parentCode]) => ({ code, name, parentCode }));
    const politicalDistricts = entries([['203', 'Hermagor', '2'], ['317', 'Mödling', '3'], ['802', 'Bregenz', '8'], ['320', 'Wiener Neustadt (Land)', '3'], ['901', 'Wien 1., Innere Stadt', '9']]);
    const municipalities = entries([
      ['20305', 'Hermagor-Pressegger See', '203'], ['80211', 'Krumbach', '802'], ['32315', 'Krumbach', '320'],
      ['20302', 'Dellach', '203'], ['90001', 'Wien', '900'], ['90101', 'Wien-Innere Stadt', '901'],
    ]);
    const gemeinde = criterion('municipalityCodes', { municipalities, politicalDistricts });
    expect(gemeinde?.narrowedBy).toEqual(['districtCodes', 'bundeslandCodes']);
    // Vienna as a whole is left out, as for the Bezirk.
    expect(gemeinde?.options).toEqual([
      { value: '20302', label: 'Dellach', parent: '203', within: ['203', '2'] },
      { value: '20305', label: 'Hermagor-Pressegger See', parent: '203', within: ['203', '2'] },
      { value: '80211', label: 'Krumbach (Bregenz)', parent: '802', within: ['802', '8'] },
      { value: '32315', label: 'Krumbach (Wiener Neustadt (Land))', parent: '320', within: ['320', '3'] },
      { value: '90101', label: 'Wien-Innere Stadt', parent: '901', within: ['901', '9'] },
    ]);
    // No options of its own: none until the list is in.
    expect(criterion('municipalityCodes', {})?.options).toBeUndefined();
  });

  it('ÖNACE: divisions, groups and classes labelled with code and title (sections are no filter codes)', () => {
    const naceActivities = [
      { code: 'C', name: 'Herstellung von Waren' },
      { code: '23', name: 'Herstellung von Glas und Glaswaren, Keramik, Verarbeitung von Steinen und Erden', parentCode: 'C' },
      { code: '23.51', name: 'Herstellung von Zement', parentCode: '23.5' },
      { code: '23.5', name: 'Herstellung von Zement, Kalk und gebranntem Gips', parentCode: '23' },
    ];
    expect(criterion('naceCodes', { naceActivities })?.options).toEqual([
      { value: '23', label: '23 Herstellung von Glas und Glaswaren, Keramik, Verarbeitung von Steinen und Erden', parent: 'C' },
      { value: '23.5', label: '23.5 Herstellung von Zement, Kalk und gebranntem Gips', parent: '23' },
      { value: '23.51', label: '23.51 Herstellung von Zement', parent: '23.5' },
    ]);
  });

  it('builds a list\'s options once, as the definition is built again for each list that arrives; the Gemeinden again once the Bezirke are in', () => {
    const municipalities = [
      { code: '80211', name: 'Krumbach', parentCode: '802' },
      { code: '32315', name: 'Krumbach', parentCode: '320' },
    ];
    const provinces = [{ code: '9', name: 'Wien' }, { code: '2', name: 'Kärnten' }];
    const first = criterion('municipalityCodes', { municipalities, provinces })?.options;
    expect(criterion('municipalityCodes', { municipalities, provinces: [...provinces] })?.options).toBe(first);
    expect(criterion('bundeslandCodes', { municipalities, provinces })?.options).toBe(criterion('bundeslandCodes', { provinces })?.options);
    const politicalDistricts = [{ code: '802', name: 'Bregenz', parentCode: '8' }, { code: '320', name: 'Wiener Neustadt (Land)', parentCode: '3' }];
    const withDistricts = criterion('municipalityCodes', { municipalities, politicalDistricts })?.options;
    expect(withDistricts).not.toBe(first);
    expect(withDistricts?.map((o) => o.label)).toEqual(['Krumbach (Bregenz)', 'Krumbach (Wiener Neustadt (Land))']);
  });

  it.each([
    ['Gemeinden and ÖNACE codes', { municipalityCodes: ['20305', '90101'], naceCodes: ['23', '23.5', '23.51'] }, { municipalityCodes: ['20305', '90101'], naceCodes: ['23', '23.5', '23.51'] }],
    ['malformed codes are dropped', { municipalityCodes: ['203', 'x', '02030'], naceCodes: ['C', '2', '23.512'] }, {}],
  ])('toInstallationFilter: %s', (_name, values, expected) => expect(toInstallationFilter(values)).toEqual(expected));
});

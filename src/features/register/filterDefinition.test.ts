import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FilterMetadata } from '../../../generated/app/model';
import { REGISTER_FILTER_ID, registerFilterDefinition, toInstallationFilter } from './filterDefinition';

const metadata = (JSON.parse(readFileSync('openapi/examples/app/filter-metadata.json', 'utf8')) as { value: FilterMetadata }).value;

describe('register filter definition (GET /api/filter/metadata)', () => {
  it('id ippcInstallations, update mode apply, active by default, criteria with typed defaults', () => {
    const def = registerFilterDefinition(metadata, { owner: true });
    expect(def).toMatchObject({ id: REGISTER_FILTER_ID, updateMode: 'apply', defaultEnabled: true, disableFilterManagement: false });
    expect(def.criteria.map((c) => [c.id, c.type, c.category, c.defaultValue])).toEqual(
      [...metadata.criteria.map((c) => [c.id, c.type, c.category, c.type === 'TEXT' ? '' : c.type === 'BOOLEAN' ? false : []]), ['near', 'PLACE', 'main', '']],
    );
  });

  it('leaves out a criterion of a type the contract does not list yet; an unknown category counts as additional', () => {
    const [first, second, ...rest] = metadata.criteria;
    const def = registerFilterDefinition({
      ...metadata,
      criteria: [{ ...first!, type: 'DATE_RANGE' as never }, { ...second!, category: 'extra' as never }, ...rest],
    }, { owner: true });
    expect(def.criteria.map((c) => c.id)).toEqual([second!.id, ...rest.map((c) => c.id), 'near']);
    expect(def.criteria[0]?.category).toBe('additional');
  });

  it("offers 'Nur eigene Anlagen' to registered owners only", () => {
    expect(metadata.criteria.map((c) => c.id)).toContain('onlyOwn');
    expect(registerFilterDefinition(metadata, { owner: true }).criteria.map((c) => c.id)).toContain('onlyOwn');
    expect(registerFilterDefinition(metadata, { owner: false }).criteria.map((c) => c.id)).toEqual([...metadata.criteria.map((c) => c.id).filter((id) => id !== 'onlyOwn'), 'near']);
  });

  it("a criterion labelled like the page search ('Suche') is called 'Suchbegriff'; the others keep their labels", () => {
    expect(metadata.criteria.find((c) => c.id === 'query')?.label).toBe('Suche');
    const def = registerFilterDefinition(metadata, { owner: true });
    expect(def.criteria.map((c) => c.label)).toEqual([...metadata.criteria.map((c) => (c.id === 'query' ? 'Suchbegriff' : c.label)), 'PLZ oder Ort']);
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
    ['the page search joins the full-text criterion', { query: 'Zement' }, ' Linz ', { query: 'Zement Linz' }],
    ['the page search alone', undefined, 'Linz', { query: 'Linz' }],
    ['bidirectional controls are removed from the criterion and the page search', { query: 'Ze\u202Ement' }, '\u2067Linz\u2069\u200F', { query: 'Zement Linz' }],
    ['a place with a radius is the radius criterion', { near: '48.2857,14.31327,10,4020 Linz' }, '', { near: { lat: 48.2857, lon: 14.31327, radiusKm: 10 } }],
    ['a place without a radius does not restrict', { near: '48.2857,14.31327,,4020 Linz' }, '', {}],
    ['a radius that is not offered does not restrict', { near: '48.2857,14.31327,7,4020 Linz' }, '', {}],
    ['a place outside Austria\'s bounding box does not restrict', { near: '52.52,13.405,10,Berlin' }, '', {}],
    ['a malformed place does not restrict', { near: 'Linz' }, '', {}],
  ])('toInstallationFilter: %s', (_name, values, term, expected) => expect(toInstallationFilter(values, term)).toEqual(expected));

  it('takes the Bezirk options from the reference list of political districts, narrowed by the Bundesland criterion', () => {
    const districts = [
      { code: '902', name: 'Wien 2., Leopoldstadt', parentCode: '9' },
      { code: '900', name: 'Wien (Stadt)', parentCode: '9' },
      { code: '101', name: 'Eisenstadt (Stadt)', parentCode: '1' },
    ];
    const bezirk = registerFilterDefinition(metadata, { owner: false, districts }).criteria.find((c) => c.id === 'districtCodes');
    expect(bezirk?.narrowedBy).toBe('bundeslandCodes');
    // By code, Vienna as a whole left out (its districts are offered, the Bundesland covers all of it).
    expect(bezirk?.options).toEqual([
      { value: '101', label: 'Eisenstadt (Stadt)', parent: '1' },
      { value: '902', label: 'Wien 2., Leopoldstadt', parent: '9' },
    ]);
    // Until the reference list is in, the definition's own options.
    const own = metadata.criteria.find((c) => c.id === 'districtCodes')?.options;
    expect(registerFilterDefinition(metadata, { owner: false }).criteria.find((c) => c.id === 'districtCodes')?.options).toEqual(own);
  });
});

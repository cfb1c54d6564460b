import { describe, expect, it } from 'vitest';
import type { Permit } from '../../../generated/app/model';
import { adaptationState, addressLine, authorityText, deadlineState, fillTemplate, formatCoordinates, shownValue } from './details';

describe('links from the EDM templates', () => {
  const anlage = 'https://edm.example.gv.at/edm_portal/anlagen/anlage.do?anlageId={installationId}';
  const dms = 'https://edm.example.gv.at/edm_portal/dms/dokument.do?documentId={documentId}';

  it('fills the placeholders', () => {
    expect(fillTemplate(anlage, { installationId: 'AT-IPPC-000079' })).toBe('https://edm.example.gv.at/edm_portal/anlagen/anlage.do?anlageId=AT-IPPC-000079');
    expect(fillTemplate(dms, { documentId: 'DMS-1', installationId: 'x' })).toBe('https://edm.example.gv.at/edm_portal/dms/dokument.do?documentId=DMS-1');
  });

  it('encodes the values', () => {
    expect(fillTemplate(dms, { documentId: 'a&b c/d' })).toBe('https://edm.example.gv.at/edm_portal/dms/dokument.do?documentId=a%26b%20c%2Fd');
  });

  it('gives no link for a missing template, an unfilled placeholder or a non-http result', () => {
    expect(fillTemplate(undefined, { documentId: '1' })).toBeUndefined();
    expect(fillTemplate('  ', { documentId: '1' })).toBeUndefined();
    expect(fillTemplate(dms, {})).toBeUndefined();
    expect(fillTemplate(dms, { documentId: '' })).toBeUndefined();
    expect(fillTemplate('javascript:alert({documentId})', { documentId: '1' })).toBeUndefined();
    expect(fillTemplate('{documentId}', { documentId: 'https://evil.example' })).toBeUndefined();
  });
});

describe('reconsideration deadlines', () => {
  const today = new Date(2026, 3, 29);

  it('is past, coming up within a year, or open', () => {
    expect(deadlineState('2022-08-10', today)).toEqual({ kind: 'past', days: expect.any(Number) });
    expect(deadlineState('2026-04-28', today)).toEqual({ kind: 'past', days: 1 });
    expect(deadlineState('2026-04-29', today)).toEqual({ kind: 'soon', days: 0 });
    expect(deadlineState('2027-04-29', today)).toEqual({ kind: 'soon', days: 365 });
    expect(deadlineState('2027-12-09', today).kind).toBe('open');
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

describe('coordinates', () => {
  it('formats WGS 84 in German', () => {
    expect(formatCoordinates(48.2082, 16.3738)).toBe('48,20820° N, 16,37380° O');
    expect(formatCoordinates(-1.5, -2.25)).toBe('1,50000° S, 2,25000° W');
    // Written without Intl, and exactly as Intl writes them (rounding included).
    const intl = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 5, maximumFractionDigits: 5 });
    for (const [lat, lon] of [[47.123455, 9.999995], [46.3725049999, 17.1600005], [0.000005, 179.999995], [48.2, 16.37], [1e-7, 0], [47.1234549999999, 9.5]] as const) {
      expect(formatCoordinates(lat, lon)).toBe(`${intl.format(lat)}° N, ${intl.format(lon)}° O`);
    }
  });
});

describe('read-only facts', () => {
  it('an empty value reads „keine Eingabe“; an address keeps only its filled parts', () => {
    expect(shownValue(undefined)).toBe('keine Eingabe');
    expect(shownValue('  ')).toBe('keine Eingabe');
    expect(shownValue('9012345000004')).toBe('9012345000004');
    expect(addressLine('Hauptstraße 1', '8010', 'Graz')).toBe('Hauptstraße 1, 8010 Graz');
    expect(addressLine('', '8010', 'Graz')).toBe('8010 Graz');
    expect(addressLine('', '', '')).toBe('keine Eingabe');
  });

  it('the authority’s kind follows its name only where the name does not say it', () => {
    expect(authorityText('Landeshauptmann von Steiermark', 'Landeshauptmann')).toBe('Landeshauptmann von Steiermark');
    expect(authorityText('BH Graz-Umgebung', 'Bezirksverwaltungsbehörde')).toBe('BH Graz-Umgebung (Bezirksverwaltungsbehörde)');
  });
});

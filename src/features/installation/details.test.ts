import { describe, expect, it } from 'vitest';
import { addressLine, authorityText, fillTemplate, formatCoordinates, shownValue } from './details';

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

import { describe, expect, it } from 'vitest';
import { formatCount, installationName } from './format';

describe('installationName', () => {
  it('is the name, or the id when the name is blank (valid in the contract)', () => {
    expect(installationName({ id: 'AT-IPPC-000001', name: 'Zementwerk Wietersdorf' })).toBe('Zementwerk Wietersdorf');
    expect(installationName({ id: 'AT-IPPC-000001', name: '' })).toBe('AT-IPPC-000001');
    expect(installationName({ id: 'AT-IPPC-000001', name: ' \u00a0 ' })).toBe('AT-IPPC-000001');
  });
});

describe('formatCount', () => {
  it('writes counts exactly as Intl.NumberFormat("de-AT") does, without building one', () => {
    const intl = new Intl.NumberFormat('de-AT');
    for (const value of [0, 7, 999, 1000, 1234, 12_345, 320, 1_234_567, -1234, -999, 10_000, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
    expect(formatCount(1_234_567)).toBe('1\u00a0234\u00a0567');
  });

  it('leaves what is not a whole number to Intl', () => {
    expect(formatCount(1234.5)).toBe(new Intl.NumberFormat('de-AT').format(1234.5));
    expect(formatCount(1e21)).toBe(new Intl.NumberFormat('de-AT').format(1e21));
  });
});

describe('calendar days', () => {
  it('the day in Austria of a time, across midnight and summer time', async () => {
    const { viennaDay, addDays, isoDayToGerman, germanDayToIso } = await import('./format');
    expect(viennaDay('2026-03-09T23:30:00Z')).toBe('2026-03-10');
    expect(viennaDay('2026-07-01T21:59:59Z')).toBe('2026-07-01');
    expect(viennaDay('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    expect(addDays('2026-03-31', -30)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoDayToGerman('2026-04-01')).toBe('01.04.2026');
    expect(isoDayToGerman('1.4.2026')).toBe('');
    expect(germanDayToIso('01.04.2026')).toBe('2026-04-01');
    expect(germanDayToIso('31.02.2026')).toBeUndefined();
  });
});

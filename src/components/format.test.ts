import { describe, expect, it, vi } from 'vitest';
import { compareGerman, compareText, formatCount, installationName, sortGerman } from './format';

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

describe('German order', () => {
  // 2,000 place names as the Gemeinde list has them: umlauts, ß, 'St.', hyphens, spaces, numbers, shared names.
  const parts = ['Sankt ', 'St. ', 'Bad ', 'Groß', 'Klein', 'Ober', 'Unter', 'Öd', 'Über', 'Alt', 'Neu', 'Maria ', 'Érd', ''];
  const stems = ['au', 'bach', 'dorf', 'egg', 'feld', 'graben', 'hof', 'kirchen', 'lßing', 'mühl', 'nöring', 'rain', 'see', 'tal', 'wald', 'zell'];
  const tails = ['', ' am See', '-Land', ' an der Donau', ' im Mühlkreis', ' 2', ' 10', ' (Bezirk Amstetten)', ' (Bezirk Bruck-Mürzzuschlag)'];
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 16807) % 2147483647;
    return seed % n;
  };
  const names = Array.from({ length: 2000 }, (_, i) => {
    const part = parts[random(parts.length)] ?? '';
    const stem = stems[random(stems.length)] ?? '';
    const name = `${part}${part === '' || part.endsWith(' ') ? stem.charAt(0).toUpperCase() + stem.slice(1) : stem}${tails[random(tails.length)] ?? ''}`;
    return { code: String(10000 + i), name };
  });
  const byCode = (a: { code: string }, b: { code: string }) => compareText(a.code, b.code);

  it('orders place names as the platform\'s German collator does (de-AT, numbers by value, case and accents ignored)', () => {
    const collator = new Intl.Collator('de-AT', { numeric: true, sensitivity: 'base' });
    const expected = [...names].sort((a, b) => collator.compare(a.name, b.name) || byCode(a, b));
    expect(sortGerman([...names], (item) => item.name, byCode)).toEqual(expected);
    expect(sortGerman([...names].reverse(), (item) => item.name, byCode)).toEqual(expected);
    expect([...names].sort((a, b) => compareGerman(a.name, b.name) || byCode(a, b))).toEqual(expected);
  });

  it('sorts as a German dictionary: umlauts as their base letters, ß as ss, case ignored, numbers by value', () => {
    const words = ['Zell', 'Ötz', 'Oed', 'Au 10', 'au 2', 'Straß', 'Strasser', 'Äpfelbach', 'Apfelbach', 'Bad Ischl', 'Baden'];
    expect([...words].sort(compareGerman)).toEqual(['Äpfelbach', 'Apfelbach', 'au 2', 'Au 10', 'Bad Ischl', 'Baden', 'Oed', 'Ötz', 'Straß', 'Strasser', 'Zell']);
    expect(compareGerman('Ärnten', 'arnten')).toBe(0);
  });

  it("builds no Intl.Collator (its ICU data cost the first sort's task about 20 ms)", () => {
    const collator = vi.spyOn(Intl, 'Collator');
    sortGerman([...names], (item) => item.name, byCode);
    compareGerman('Öd', 'Od');
    expect(collator).not.toHaveBeenCalled();
    collator.mockRestore();
  });
});

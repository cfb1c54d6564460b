import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatDay, formatDecimal, parseDay, parseDecimal } from '../format';
import { fields, germanErrorMap, isEmpty, registerRules, validateValue } from './validation';

describe('the emptiness rule', () => {
  it.each([[''], [null], [undefined], [[]], [false]])('%j is empty', (value) => {
    expect(isEmpty(value)).toBe(true);
    expect(validateValue(value, { required: true })).toBe('Dieses Feld ist verpflichtend');
  });
  it.each([[' '], [0], [true], [['a']], ['0']])('%j is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
    expect(validateValue(value, { required: true })).toBeUndefined();
  });
  it('an empty optional field passes every other rule', () => {
    expect(validateValue('', { minLength: 3, pattern: /x/, min: 5, validate: () => false })).toBeUndefined();
  });
});

describe('validation messages, letter for letter', () => {
  it('min and max of numbers (German decimals accepted)', () => {
    expect(validateValue(0, { min: 1 })).toBe('Wert muss mindestens 1 sein');
    expect(validateValue('0,5', { kind: 'number', min: 1.5 })).toBe('Wert muss mindestens 1,5 sein');
    expect(validateValue(101, { max: 100 })).toBe('Wert darf maximal 100 sein');
    expect(validateValue('1.000', { kind: 'number', max: 999 })).toBe('Wert darf maximal 999 sein');
    expect(validateValue('abc', { kind: 'number', max: 999 })).toBe('Validierungsfehler');
    expect(validateValue(50, { min: 1, max: 100 })).toBeUndefined();
  });
  it('date min and max show the limit as dd.MM.yyyy', () => {
    const min = new Date(2024, 0, 5);
    const max = new Date(2024, 11, 31);
    expect(validateValue('04.01.2024', { min })).toBe('05.01.2024 oder später');
    expect(validateValue('01.01.2025', { max })).toBe('31.12.2024 oder früher');
    expect(validateValue(new Date(2023, 5, 1), { min })).toBe('05.01.2024 oder später');
    expect(validateValue('05.01.2024', { min, max })).toBeUndefined();
    expect(validateValue('2024-01-05', { kind: 'date' })).toBe('Validierungsfehler');
    expect(validateValue('31.02.2024', { kind: 'date' })).toBe('Validierungsfehler');
  });
  it('minLength and maxLength', () => {
    expect(validateValue('ab', { minLength: 3 })).toBe('Mindestens 3 Zeichen');
    expect(validateValue('abcd', { maxLength: 3 })).toBe('Maximal 3 Zeichen');
    expect(validateValue('abc', { minLength: 3, maxLength: 3 })).toBeUndefined();
  });
  it('pattern and validate fail with Validierungsfehler unless validate names its message', () => {
    expect(validateValue('AT-1', { pattern: /^AT-\d{4}$/ })).toBe('Validierungsfehler');
    expect(validateValue('AT-1234', { pattern: /^AT-\d{4}$/g })).toBeUndefined();
    expect(validateValue('Test', { validate: (v) => v !== 'Test' })).toBe('Validierungsfehler');
    expect(validateValue('Test', { validate: () => 'Name schon vergeben' })).toBe('Name schon vergeben');
    expect(validateValue('Linz', { validate: (v) => v !== 'Test' })).toBeUndefined();
  });
  it('registerRules gives react-hook-form the same messages', () => {
    const { validate } = registerRules<string>({ required: true, maxLength: 2 });
    expect(validate('')).toBe('Dieses Feld ist verpflichtend');
    expect(validate('abc')).toBe('Maximal 2 Zeichen');
    expect(validate('ab')).toBe(true);
  });
});

describe('field schemas', () => {
  it('parse numbers and dates and report the validation messages', () => {
    expect(fields.number({ min: 1 }).parse('1.234,5')).toBe(1234.5);
    expect(fields.number().parse('')).toBeNull();
    expect(fields.date().parse('15.05.2024')).toEqual(new Date(2024, 4, 15));
    expect(fields.time().safeParse('24:00').error?.issues[0]?.message).toBe('Validierungsfehler');
    expect(fields.time().parse('23:59')).toBe('23:59');
    expect(fields.many({ required: true }).safeParse([]).error?.issues[0]?.message).toBe('Dieses Feld ist verpflichtend');
    expect(fields.flag({ required: true }).safeParse(false).error?.issues[0]?.message).toBe('Dieses Feld ist verpflichtend');
    expect(fields.text({ required: true, maxLength: 100 }).safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe('Maximal 100 Zeichen');
  });
  it('the German error map translates the issues of generated schemas', () => {
    const generated = z.object({
      name: z.string().min(1).max(5),
      code: z.string().min(3),
      count: z.number().int().min(2).max(9),
      day: z.date().min(new Date(2024, 0, 1)).max(new Date(2024, 11, 31)),
      list: z.array(z.string()).min(1),
      id: z.string().regex(/^\d+$/),
      missing: z.string(),
    });
    const messages = (input: unknown) =>
      Object.fromEntries((generated.safeParse(input, { error: germanErrorMap }).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages({ name: '', code: 'ab', count: 1, day: new Date(2023, 0, 1), list: [], id: 'x' })).toEqual({
      name: 'Dieses Feld ist verpflichtend',
      code: 'Mindestens 3 Zeichen',
      count: 'Wert muss mindestens 2 sein',
      day: '01.01.2024 oder später',
      list: 'Dieses Feld ist verpflichtend',
      id: 'Validierungsfehler',
      missing: 'Dieses Feld ist verpflichtend',
    });
    expect(messages({ name: 'abcdef', code: 'abc', count: 10, day: new Date(2025, 0, 1), list: ['a'], id: '1', missing: 'x' })).toEqual({
      name: 'Maximal 5 Zeichen',
      count: 'Wert darf maximal 9 sein',
      day: '31.12.2024 oder früher',
    });
  });
});

describe('formats (dd.MM.yyyy, de-DE, exactly 2 decimals)', () => {
  it('formats and parses dates', () => {
    expect(formatDay(new Date(2024, 2, 7))).toBe('07.03.2024');
    expect(parseDay('07.03.2024')).toEqual(new Date(2024, 2, 7));
    expect(parseDay('7.3.2024')).toBeUndefined();
    expect(parseDay('29.02.2023')).toBeUndefined();
  });
  it('formats numbers with exactly 2 decimals and parses German decimals', () => {
    expect(formatDecimal(1234.5)).toBe('1.234,50');
    expect(formatDecimal(0)).toBe('0,00');
    expect(formatDecimal(2.005)).toMatch(/^2,0[01]$/);
    expect(formatDecimal(-12)).toBe('-12,00');
    expect(parseDecimal('1.234,56')).toBe(1234.56);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBeUndefined();
    expect(parseDecimal('1,2,3')).toBeUndefined();
  });
});

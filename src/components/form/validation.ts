import { z } from '../../api/zod';
import { validationTexts } from '../../messages/ui';
import { formatDay, formatLimit, parseDay, parseDecimal } from '../format';

/**
 * The rule kinds and their German messages. One pure function decides every message, so the zod
 * schemas, react-hook-form and the unit tests agree letter for letter.
 */
export interface Rules<V = unknown> {
  /** How a string value is read for min/max: a German decimal, a dd.MM.yyyy date, or plain text. */
  kind?: 'text' | 'number' | 'date';
  required?: boolean;
  min?: number | Date;
  max?: number | Date;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Custom rule: false fails with 'Validierungsfehler', a string is the message, true/undefined passes. */
  validate?: (value: V) => boolean | string | undefined;
}

/** Empty means an empty string, null, undefined, an empty array, or false. */
export function isEmpty(value: unknown): boolean {
  return value === '' || value === null || value === undefined || value === false || (Array.isArray(value) && value.length === 0);
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return parseDecimal(value);
  return undefined;
}

function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string') return parseDay(value);
  return undefined;
}

/** The message of the first failing rule, or undefined when the value passes. Empty values only fail `required`. */
export function validateValue<V>(value: V, rules: Rules<V>): string | undefined {
  if (isEmpty(value)) return rules.required ? validationTexts.required : undefined;
  const isDateRule = rules.kind === 'date' || rules.min instanceof Date || rules.max instanceof Date || value instanceof Date;
  const isNumberRule = !isDateRule && (rules.kind === 'number' || typeof value === 'number');
  if (isDateRule) {
    const date = asDate(value);
    if (!date) return validationTexts.generic;
    if (rules.min instanceof Date && startOfDay(date) < startOfDay(rules.min)) return validationTexts.dateMin(formatDay(rules.min));
    if (rules.max instanceof Date && startOfDay(date) > startOfDay(rules.max)) return validationTexts.dateMax(formatDay(rules.max));
  } else if (isNumberRule || typeof rules.min === 'number' || typeof rules.max === 'number') {
    const number = asNumber(value);
    if (number === undefined) return validationTexts.generic;
    if (typeof rules.min === 'number' && number < rules.min) return validationTexts.min(formatLimit(rules.min));
    if (typeof rules.max === 'number' && number > rules.max) return validationTexts.max(formatLimit(rules.max));
  }
  const length = typeof value === 'string' ? value.length : undefined;
  if (length !== undefined && rules.minLength !== undefined && length < rules.minLength) return validationTexts.minLength(rules.minLength);
  if (length !== undefined && rules.maxLength !== undefined && length > rules.maxLength) return validationTexts.maxLength(rules.maxLength);
  if (rules.pattern && !(typeof value === 'string' && new RegExp(rules.pattern.source, rules.pattern.flags.replace('g', '')).test(value))) {
    return validationTexts.generic;
  }
  if (rules.validate) {
    const result = rules.validate(value);
    if (result === false) return validationTexts.generic;
    if (typeof result === 'string') return result;
  }
  return undefined;
}

/** react-hook-form `register`/`Controller` rules (for forms without a schema): one validate function. */
export function registerRules<V>(rules: Rules<V>): { validate: (value: V) => true | string } {
  return { validate: (value) => validateValue(value, rules) ?? true };
}

/** A zod schema of type T checked by the kit's validation rules. */
function ruled<T>(rules: Rules<T>): z.ZodType<T> {
  return z.custom<T>(() => true).superRefine((value, ctx) => {
    const message = validateValue(value, rules);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Field schemas for the kit's fields. Text fields hold strings; number and date fields hold what was typed. */
export const fields = {
  text: (rules: Omit<Rules<string>, 'kind'> = {}) => ruled<string>({ ...rules, kind: 'text' }),
  /** A German decimal typed as text, parsed to a number (null when empty). */
  number: (rules: Omit<Rules<string>, 'kind'> = {}) =>
    ruled<string>({ ...rules, kind: 'number' }).transform((text) => (isEmpty(text) ? null : (parseDecimal(text) ?? null))),
  /** A dd.MM.yyyy date typed as text, parsed to a Date (null when empty). */
  date: (rules: Omit<Rules<string>, 'kind'> = {}) =>
    ruled<string>({ ...rules, kind: 'date' }).transform((text) => (isEmpty(text) ? null : (parseDay(text) ?? null))),
  /** HH:mm, 24 hours. */
  time: (rules: Omit<Rules<string>, 'kind' | 'pattern'> = {}) => ruled<string>({ ...rules, kind: 'text', pattern: /^([01]\d|2[0-3]):[0-5]\d$/ }),
  /** Several values of a list (a multi-select). */
  many: (rules: Pick<Rules<string[]>, 'required' | 'validate'> = {}) => ruled<string[]>(rules),
  /** A checkbox; required means it must be ticked (false is empty). */
  flag: (rules: Pick<Rules<boolean>, 'required' | 'validate'> = {}) => ruled<boolean>(rules),
};

type Issue = z.core.$ZodRawIssue;

/**
 * A zod error map giving the kit's validation messages for the issues of generated schemas (passed per parse, so the
 * schemas' own messages, e.g. those of `ruled`, win): missing values → required, string lengths →
 * Mindestens/Maximal n Zeichen, numbers → Wert muss mindestens/darf maximal, dates → 'dd.MM.yyyy oder
 * später/früher', anything else → Validierungsfehler.
 */
export function germanErrorMap(issue: Issue): string {
  const input = issue.input;
  if (issue.code === 'invalid_type' && (input === undefined || input === null || input === '')) return validationTexts.required;
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const small = issue.code === 'too_small';
    const limit = small ? issue.minimum : issue.maximum;
    if (issue.origin === 'string') {
      if (small && input === '') return validationTexts.required;
      return small ? validationTexts.minLength(Number(limit)) : validationTexts.maxLength(Number(limit));
    }
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
      return small ? validationTexts.min(formatLimit(Number(limit))) : validationTexts.max(formatLimit(Number(limit)));
    }
    if (issue.origin === 'date') {
      const day = formatDay(new Date(Number(limit)));
      return small ? validationTexts.dateMin(day) : validationTexts.dateMax(day);
    }
    if (issue.origin === 'array' && small && Array.isArray(input) && input.length === 0) return validationTexts.required;
  }
  return validationTexts.generic;
}

/**
 * The shareable filter state in the URL hash (after '!'): its parameter names and the decoding of
 * the applied criteria. Apart from hashSync.ts (the sync itself, with the filter atoms), so that the
 * register's first reads (features/register/prefetch.ts) can decode a link without the filter engine.
 */
import type { CriterionValue } from '../../state/filters/types';

/** Hash parameters of the shareable filter state (after '!'): the applied criteria and the page search. */
export const FILTER_PARAM = 'filter';
export const SEARCH_PARAM = 'q';

/** The values in a hash parameter (unknown or malformed content is dropped). */
export function decodeApplied(text: string | null): Record<string, CriterionValue> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, CriterionValue] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean' || (Array.isArray(entry[1]) && entry[1].every((v) => typeof v === 'string')),
      ),
    );
  } catch {
    return {};
  }
}

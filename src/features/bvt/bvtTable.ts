import type { BvtConclusion } from '../../../generated/app/model';
import { compareGerman, compareText } from '../../components/format';

/** Sorting and searching of the bvT list (pure, unit-tested). */
export type BvtSortKey = 'code' | 'title' | 'decision' | 'publishedOn' | 'reconsiderationDeadline';
type SortDirection = 'ascending' | 'descending';

export interface BvtSort {
  key: BvtSortKey;
  direction: SortDirection;
}

/** Newest decisions first: what a visitor of the register usually looks for. */
export const DEFAULT_BVT_SORT: BvtSort = { key: 'publishedOn', direction: 'descending' };

/** ISO dates (yyyy-MM-dd): compared as text, they are in calendar order. */
const DATE_KEYS: ReadonlySet<BvtSortKey> = new Set(['publishedOn', 'reconsiderationDeadline']);

/** Normalizes for the search: case, diacritics and ß do not matter, nor does extra whitespace. */
function normalize(text: string): string {
  return text.toLocaleLowerCase('de').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** Conclusions whose code, title or decision contain every word of the query. */
export function searchBvt(list: readonly BvtConclusion[], query: string): BvtConclusion[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((item) => {
    const haystack = normalize(`${item.code} ${item.title} ${item.decision}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Sorted copy. Text columns in German collation with numbers compared as numbers ('2012/135/EU' before
 * '2019/2010/EU'), dates (ISO yyyy-MM-dd) as dates; ties by code, so the order is always stable.
 */
export function sortBvt(list: readonly BvtConclusion[], sort: BvtSort): BvtConclusion[] {
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => {
    const primary = (DATE_KEYS.has(sort.key) ? compareText : compareGerman)(a[sort.key], b[sort.key]);
    return primary !== 0 ? primary * factor : compareGerman(a.code, b.code);
  });
}

/** A click on a column header: the same column flips the direction, another one starts ascending. */
export function nextSort(current: BvtSort, key: BvtSortKey): BvtSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/** The EDM link of a DMS document: the template's {documentId} replaced (URL-encoded). */
export function edmLink(template: string | undefined, dmsDocumentId: string | undefined): string | undefined {
  if (!template || !dmsDocumentId || !template.includes('{documentId}')) return undefined;
  const url = template.split('{documentId}').join(encodeURIComponent(dmsDocumentId));
  // Only web links: a template that is not http(s) or a server path (javascript:, data:) is ignored.
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined;
}

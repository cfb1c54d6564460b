/**
 * The page search: its criterion has the reserved id OJS_PAGE_SEARCH and the label 'Suche'; the page keeps
 * the term (the register: in its URL). Typing is debounced by 400 ms where enabled.
 */
import { atom, type PrimitiveAtom } from 'jotai';
import { filterTexts } from '../../messages/filters';
import { PAGE_SEARCH_CRITERION_ID, type CriterionDefinition } from './types';

export const SEARCH_DEBOUNCE_MS = 400;

/** The page search as a criterion (for chips and the applied criteria). */
export const pageSearchCriterion: CriterionDefinition = {
  id: PAGE_SEARCH_CRITERION_ID,
  label: filterTexts.search,
  category: 'main',
  defaultExpanded: true,
  defaultValue: '',
  type: 'TEXT',
  instant: true,
};

const lastTerms = new Map<string, PrimitiveAtom<string>>();

/** The last page search of a route, for its next visit (the page keeps the current one, e.g. in its URL). */
export function lastPageSearchAtom(route: string): PrimitiveAtom<string> {
  let term = lastTerms.get(route);
  if (!term) {
    term = atom('');
    lastTerms.set(route, term);
  }
  return term;
}

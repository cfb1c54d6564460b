/**
 * The page search: the search term is kept per route; its criterion has the reserved id
 * OJS_PAGE_SEARCH and the label 'Suche'. Typing is debounced by 400 ms where enabled.
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

const terms = new Map<string, PrimitiveAtom<string>>();

/** The search term of a route ('/installations'). */
export function pageSearchAtom(route: string): PrimitiveAtom<string> {
  let term = terms.get(route);
  if (!term) {
    term = atom('');
    terms.set(route, term);
  }
  return term;
}

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { sameValue } from '../../state/filters/reducer';
import { filterAtoms } from '../../state/filters/atoms';
import { pageSearchAtom } from '../../state/filters/pageSearch';
import type { CriterionValue, FilterDefinition } from '../../state/filters/types';
import { useHashState } from '../../state/hashState';
import { decodeApplied, FILTER_PARAM, SEARCH_PARAM } from './hashCodec';

/** The applied values that restrict, as compact JSON ('' when none). */
export function encodeApplied(definition: FilterDefinition, values: Readonly<Record<string, CriterionValue>> | undefined): string {
  if (!values) return '';
  const restricting = Object.fromEntries(definition.criteria.filter((c) => values[c.id] !== undefined && !sameValue(values[c.id], c.defaultValue)).map((c) => [c.id, values[c.id]]));
  return Object.keys(restricting).length === 0 ? '' : JSON.stringify(restricting);
}

/**
 * Keeps the applied filter and the page search in the URL hash and back: once the saved filters are loaded,
 * a URL that carries a filter wins (a sent link, a bookmark, back/forward); afterwards every applied change
 * adds a history entry, so back and forward step through the applied states.
 */
export function useFilterHashSync(filterId: string, route: string): void {
  const atoms = filterAtoms(filterId);
  const state = useAtomValue(atoms.viewAtom);
  const definition = useAtomValue(atoms.definitionAtom);
  const applied = useAtomValue(atoms.appliedAtom);
  const command = useSetAtom(atoms.commandAtom);
  const [term, setTerm] = useAtom(pageSearchAtom(route));
  const { params, setState } = useHashState();
  const ready = state.status === 'loaded' && definition !== undefined;
  const param = params.get(FILTER_PARAM) ?? '';
  const encoded = definition ? encodeApplied(definition, applied) : '';
  const seen = useRef<{ param: string; encoded: string } | undefined>(undefined);

  useEffect(() => {
    if (!ready) return;
    const previous = seen.current;
    seen.current = { param, encoded };
    if (param === encoded) return;
    if (previous === undefined ? param !== '' : param !== previous.param) {
      void command({ type: 'restore', values: decodeApplied(param) });
    } else if (previous === undefined || encoded !== previous.encoded) {
      setState({ [FILTER_PARAM]: encoded }, { replace: previous === undefined });
    }
  }, [ready, param, encoded, command, setState]);

  const searchParam = params.get(SEARCH_PARAM) ?? '';
  const seenSearch = useRef<{ param: string; term: string } | undefined>(undefined);
  useEffect(() => {
    const previous = seenSearch.current;
    seenSearch.current = { param: searchParam, term };
    if (searchParam === term) return;
    if (previous === undefined ? searchParam !== '' : searchParam !== previous.param) setTerm(searchParam);
    else setState({ [SEARCH_PARAM]: term }, { replace: previous === undefined });
  }, [searchParam, term, setTerm, setState]);
}

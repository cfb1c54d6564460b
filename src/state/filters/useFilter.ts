import { useAtomValue, useSetAtom } from 'jotai';
import { createContext, useContext } from 'react';
import { filterAtoms, type FilterCommand } from './atoms';
import type { FilterDefinition, FilterIdState } from './types';

export type FilterCommandFn = (command: FilterCommand) => Promise<void>;

/**
 * A page that keeps the applied filter elsewhere (the register: in its URL) routes the commands of its
 * filter's UI through its own function, which runs them and takes the applied values over.
 */
export const FilterCommandContext = createContext<{ filterId: string; command: FilterCommandFn } | undefined>(undefined);

/** The state, definition and command dispatcher of one filter id. */
export function useFilter(filterId: string): {
  state: FilterIdState;
  definition: FilterDefinition | undefined;
  command: FilterCommandFn;
} {
  const atoms = filterAtoms(filterId);
  const state = useAtomValue(atoms.viewAtom);
  const definition = useAtomValue(atoms.definitionAtom);
  const own = useSetAtom(atoms.commandAtom);
  const routed = useContext(FilterCommandContext);
  return { state, definition, command: routed?.filterId === filterId ? routed.command : own };
}

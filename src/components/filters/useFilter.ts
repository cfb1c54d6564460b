import { useAtomValue, useSetAtom } from 'jotai';
import { filterAtoms, type FilterCommand } from '../../state/filters/atoms';
import type { FilterDefinition, FilterIdState } from '../../state/filters/types';

/** The state, definition and command dispatcher of one filter id. */
export function useFilter(filterId: string): {
  state: FilterIdState;
  definition: FilterDefinition | undefined;
  command: (command: FilterCommand) => Promise<void>;
} {
  const atoms = filterAtoms(filterId);
  const state = useAtomValue(atoms.viewAtom);
  const definition = useAtomValue(atoms.definitionAtom);
  const command = useSetAtom(atoms.commandAtom);
  return { state, definition, command };
}

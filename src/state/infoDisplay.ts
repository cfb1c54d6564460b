import { atom } from 'jotai';

/** Inline help shown for all fields, hidden for all, or per field (default). */
export type InfoDisplay = 'showAll' | 'hideAll' | 'showOpen';

export const infoDisplayAtom = atom<InfoDisplay>('showOpen');

/** The header help button toggles between showing and hiding all inline help texts. */
export const toggleAllInfoAtom = atom(null, (get, set) => {
  set(infoDisplayAtom, get(infoDisplayAtom) === 'showAll' ? 'hideAll' : 'showAll');
});

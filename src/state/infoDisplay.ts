import { atom } from 'jotai';

/** Inline help shown for all fields, hidden for all, or per field (default). */
export type InfoDisplay = 'showAll' | 'hideAll' | 'showOpen';

export const infoDisplayAtom = atom<InfoDisplay>('showOpen');


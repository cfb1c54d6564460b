import { atom } from 'jotai';

/**
 * 'ebb routes': the route-permission check the application supplies (its rules are not in the
 * spec). Without one, ebb routes are not visible.
 */
export const ebbCheckAtom = atom<{ check: (route: { path: string; name: string }) => boolean } | undefined>(undefined);

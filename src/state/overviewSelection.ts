import { atom } from 'jotai';
import type { UserInfo } from '../../generated/app/model';

/** The overview selection: unset until the user info has loaded. */
export type OverviewSelection = 'official' | 'owner' | 'all';

export const overviewSelectionAtom = atom<OverviewSelection | undefined>(undefined);

/** 'official' for an authority user with a federal state, 'owner' for a registered owner, else 'all'. */
export function initialOverviewSelection(userInfo: UserInfo | undefined): OverviewSelection {
  if (userInfo?.userType === 'AUTHORITY' && userInfo.bundeslandCode) return 'official';
  if (userInfo?.userType === 'NATIPPC_REGISTERED') return 'owner';
  return 'all';
}

/**
 * User groups of the portal in the mock: every federal state has an IPPC and an EDM authority group; an
 * authority visitor is a member of both groups of its own federal state (as the assistant's example shows
 * for Oberösterreich), other visitors of none.
 */
import { BUNDESLAENDER } from '../../scripts/examples/geography';
import type { UserGroupMembership } from './types';
import { authUser, userInfo, type VisitorKind } from './visitors';

type BundeslandCode = NonNullable<UserGroupMembership['bundeslandCode']>;

/** The group-id suffix of each federal state. */
const GROUP_SUFFIX: Record<BundeslandCode, string> = { '1': 'BGLD', '2': 'KTN', '3': 'NOE', '4': 'OOE', '5': 'SBG', '6': 'STMK', '7': 'TIROL', '8': 'VBG', '9': 'WIEN' };

/** The authority groups of a federal state, as memberships of `loginName`. */
export function authorityGroupsOf(code: BundeslandCode, loginName: string): UserGroupMembership[] {
  const land = BUNDESLAENDER.find((b) => b.code === code)!.name;
  return [
    { application: 'ippc', groupId: `IPPC_BEHOERDE_${GROUP_SUFFIX[code]}`, groupName: `IPPC-Behörde ${land}`, bundeslandCode: code, loginName, member: true, roles: ['IPPC_BEHOERDE', 'IPPC_INSPEKTION'], memberSince: '2021-09-01' },
    { application: 'edm', groupId: `EDM_BEHOERDE_${GROUP_SUFFIX[code]}`, groupName: `EDM-Behörde ${land}`, bundeslandCode: code, loginName, member: true, roles: ['EDM_LESEN'], memberSince: '2019-03-15' },
  ];
}

/** The visitor's memberships: those of its federal state's authority groups, for authority visitors. */
export function authorityGroups(visitor: VisitorKind): UserGroupMembership[] {
  const info = userInfo(visitor);
  const loginName = authUser(visitor).loginName;
  if (info.userType !== 'AUTHORITY' || !info.bundeslandCode || !loginName) return [];
  return authorityGroupsOf(info.bundeslandCode, loginName);
}

export const BUNDESLAND_CODES = Object.keys(GROUP_SUFFIX) as BundeslandCode[];

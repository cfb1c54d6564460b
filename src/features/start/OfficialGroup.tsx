import { useQuery } from '@tanstack/react-query';
import { getUsergroupBatchQueryKey, usergroupBatch } from '../../../generated/assistant/hooks/usergroup/usergroup';
import type { UserGroupMembership } from '../../../generated/assistant/model';
import { authUserQuery, cacheTimes } from '../../api/queries';
import { formatDate } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { userGroupTexts as t } from '../../messages/register';

/** The portal application key of IPPC Austria in the user groups. */
const IPPC_APPLICATION = 'ippc';

/** The user's memberships in IPPC Austria's groups (not other portal applications'). */
function ippcMemberships(memberships: readonly UserGroupMembership[]): UserGroupMembership[] {
  return memberships.filter((m) => m.application === IPPC_APPLICATION && m.member);
}

/**
 * The authority user's group in IPPC Austria (GET /api/usergroup/batch/{loginName}), shown with the
 * overview of its Bundesland: which authority the user works for, and since when.
 */
export function OfficialGroup() {
  const user = useQuery(authUserQuery());
  const loginName = user.data?.loginName;
  const groups = useQuery({
    queryKey: getUsergroupBatchQueryKey(loginName),
    queryFn: ({ signal }) => usergroupBatch(loginName!, undefined, signal),
    enabled: loginName !== undefined,
    staleTime: cacheTimes.userInfo,
    select: ippcMemberships,
  });
  if (user.isSuccess && !loginName) return null;
  return (
    <QueryState query={groups} isEmpty={(list) => list.length === 0} emptyText={t.none} errorText={t.unavailable}>
      {(list) => (
        <ul className="start-groups">
          {list.map((m) => (
            <li key={m.groupId} data-testid="user-group">
              {t.groupLabel} <strong>{m.groupName}</strong>
              {m.memberSince && <> · {t.since(formatDate(m.memberSince))}</>}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

import type { AuthUser } from '../../generated/app/model';

export const ANONYMOUS_USERNAME = 'anonymousUser';

/** Spec §3: the username 'anonymousUser' means not logged in; a failed user fetch counts as anonymous. */
export function isLoggedIn(user: AuthUser | undefined): boolean {
  return !!user && user.username !== ANONYMOUS_USERNAME;
}

/** Roles are the authority strings without their ROLE_ prefix (spec §6). */
export function rolesOf(user: AuthUser | undefined): string[] {
  return (user?.authorities ?? []).map((entry) => entry.authority.replace(/^ROLE_/, ''));
}

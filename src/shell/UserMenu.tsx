import type { AuthUser } from '../../generated/app/model';
import { shellTexts } from '../messages/shell';
import { isLoggedIn } from '../state/session';
import { Popout } from './Popout';
import { currentReturnAddress, signIn, signOut } from '../api/auth';
import { portalLinks } from './portalLinks';

export type UserMenuItem =
  | { kind: 'link'; label: string; href: string; newWindow?: boolean }
  | { kind: 'action'; label: string; action: 'logout' | 'login' }
  | { kind: 'text'; label: string };

/**
 * User menu per kind of visitor. A portal-integrated user (pvp or usp, not single sign-on)
 * gets the way back to the site root; everybody else the portal's user management (new window) and
 * 'Abmelden'. A visitor not logged in sees 'Nicht angemeldet' and 'Anmelden'.
 */
export function userMenuItems(user: AuthUser | undefined): UserMenuItem[] {
  if (!isLoggedIn(user) || !user) return [{ kind: 'text', label: shellTexts.notLoggedIn }, { kind: 'action', label: shellTexts.login, action: 'login' }];
  if (!user.oidc && user.usp) return [{ kind: 'link', label: shellTexts.backToUsp, href: '/' }];
  if (!user.oidc && user.pvp) return [{ kind: 'link', label: shellTexts.backToPvp, href: '/' }];
  return [
    { kind: 'link', label: shellTexts.profile, href: portalLinks.profile, newWindow: true },
    { kind: 'link', label: shellTexts.changePassword, href: portalLinks.password, newWindow: true },
    { kind: 'action', label: shellTexts.logout, action: 'logout' },
  ];
}

/** The display name, and the main user's name when the current user is not the main user. */
export function userDisplayNames(user: AuthUser | undefined): { name: string; mainUserName?: string } | undefined {
  if (!isLoggedIn(user) || !user) return undefined;
  const name = user.currentUserName ?? user.loginName ?? user.username;
  return { name, mainUserName: !user.mainUser && user.mainUserName ? user.mainUserName : undefined };
}

export function UserMenu({ user }: { user: AuthUser | undefined }) {
  const names = userDisplayNames(user);
  const items = userMenuItems(user);
  const initials = names
    ? names.name
        .split(/\s+/)
        .map((part) => part[0] ?? '')
        .join('')
        .slice(0, 2)
        .toUpperCase()
    : '';
  return (
    <Popout
      // The initials the avatar shows belong to its name (label in name).
      label={names ? `${initials} – ${shellTexts.userMenu}` : shellTexts.userMenu}
      title={names ? names.name : shellTexts.userMenu}
      className="shell-avatar"
      testId="user-menu-button"
      trigger={names ? <span aria-hidden="true">{initials}</span> : <UserIcon />}
    >
      <div className="shell-user-menu">
        {names?.mainUserName && (
          <p className="shell-user-menu__main">
            {shellTexts.onBehalfOf} {names.mainUserName}
          </p>
        )}
        <ul className="shell-menu-list">
          {items.map((item) =>
            item.kind === 'text' ? (
              <li key={item.label} className="shell-menu-list__text">
                {item.label}
              </li>
            ) : item.kind === 'link' ? (
              <li key={item.label}>
                <a href={item.href} {...(item.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {item.label}
                  {item.newWindow && <span className="visually-hidden"> {shellTexts.newWindow}</span>}
                </a>
              </li>
            ) : (
              <li key={item.label}>
                <button
                  type="button"
                  className="shell-menu-list__button"
                  onClick={() => (item.action === 'login' ? signIn(currentReturnAddress(), user) : void signOut(user))}
                >
                  {item.label}
                </button>
              </li>
            ),
          )}
        </ul>
      </div>
    </Popout>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
    </svg>
  );
}

import { AppLink } from '../components/AppLink';
import type { AuthUser, EnvInfo } from '../../generated/app/model';
import { APP_NAME } from '../api/settings';
import { shellTexts } from '../messages/shell';
import { environmentLabel } from './environment';
import { HelpMenu } from './HelpMenu';
import { BurgerButton } from './MainNav';
import { Notifications } from './Notifications';
import { portalLinks } from './portalLinks';
import { PreviousAppButton } from './PreviousAppButton';
import { shellSettings } from './shellSettings';
import type { LayoutVariant } from '../components/useLayoutVariant';
import { userDisplayNames, UserMenu } from './UserMenu';

/**
 * Header: logo to the portal, the previous-app back button, the title 'IPPC Austria' (to the
 * root unless disabled), the environment label outside PROD and the user name (both hidden on mobile),
 * help, notifications and the user menu; on mobile the burger button of the navigation drawer.
 */
export function Header({ env, user, variant, hasNavigation }: { env: EnvInfo | undefined; user: AuthUser | undefined; variant: LayoutVariant; hasNavigation: boolean }) {
  const names = userDisplayNames(user);
  const mobile = variant === 'Mobile';
  return (
    <header className="header">
      {mobile && hasNavigation && <BurgerButton />}
      <a className="header__logo" href={portalLinks.home} aria-label={shellTexts.portalLogo}>
        <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 32 32">
          <rect x="1" y="1" width="30" height="30" rx="6" fill="#ffffff" />
          <path d="M8 22 16 8l8 14Z" fill="#0b5394" />
          <circle cx="16" cy="19" r="3" fill="#ffffff" />
        </svg>
      </a>
      <PreviousAppButton />
      {shellSettings.interactiveTitle ? (
        <AppLink className="header__title" to="/" data-testid="app-title">
          {APP_NAME}
        </AppLink>
      ) : (
        <span className="header__title" data-testid="app-title">
          {APP_NAME}
        </span>
      )}
      {!mobile && env && env.environment !== 'PROD' && (
        <span className="header__env" data-testid="environment-label">
          {environmentLabel(env.environment)}
        </span>
      )}
      <div className="header__end">
        {!mobile && names && (
          <span className="header__user" data-testid="user-name">
            <span className="header__user-name">{names.name}</span>
            {names.mainUserName && (
              <span className="header__main-user" data-testid="main-user-name">
                {names.mainUserName}
              </span>
            )}
          </span>
        )}
        <HelpMenu />
        <Notifications user={user} />
        <UserMenu user={user} />
      </div>
    </header>
  );
}

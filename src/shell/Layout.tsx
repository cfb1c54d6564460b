import { NavLink, Outlet } from 'react-router';
import { useGetEnv } from '../../generated/app/hooks/env/env';
import { useGetAuthUser } from '../../generated/app/hooks/auth/auth';
import { useGetUserTasks } from '../../generated/app/hooks/user-tasks/user-tasks';
import { routes, userTasksRoute } from '../app/routeRegistry';
import { APP_NAME, settings } from '../api/settings';
import { appTexts } from '../messages/de';
import { isLoggedIn } from '../state/session';
import { environmentLabel } from './environment';

export function Layout() {
  const env = useGetEnv({ query: { staleTime: Infinity, refetchOnMount: false } });
  const user = useGetAuthUser({ query: { retry: false } });
  // The navigation entry reads the task list without polling (spec §7.2).
  const tasks = useGetUserTasks({ query: { retry: false } });
  const navRoutes = [...routes, ...((tasks.data?.length ?? 0) > 0 ? [userTasksRoute] : [])].filter((r) => !r.hidden);
  const loggedIn = isLoggedIn(user.data);

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Zum Inhalt springen
      </a>
      <header className="header">
        <a className="header__logo" href={`${settings.portalBase}/`}>
          {appTexts.portal}
        </a>
        <NavLink className="header__title" to="/">
          {APP_NAME}
        </NavLink>
        {env.data && env.data.environment !== 'PROD' && (
          <span className="header__env" data-testid="environment-label">
            {environmentLabel(env.data.environment)}
          </span>
        )}
        <span className="header__user" data-testid="user-name">
          {loggedIn ? (user.data?.currentUserName ?? user.data?.username) : 'Nicht angemeldet'}
        </span>
      </header>
      <nav className="main-nav" aria-label="Hauptnavigation">
        <ul>
          {navRoutes.map((route) => (
            <li key={route.path}>
              <NavLink id={route.linkId} to={route.path}>
                {route.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main-content" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <span>
          {appTexts.version} {env.data?.version ?? ''}
        </span>
      </footer>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { appTexts } from '../messages/de';
import { shellTexts } from '../messages/shell';
import { currentReturnAddress, signIn } from '../api/auth';
import { settings } from '../api/settings';
import { usePageTitle } from './usePageTitle';
import { useHeadingFocus } from '../components/routeInfo';

function StatusPage({ title }: { title: string }) {
  const navigate = useNavigate();
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  return (
    <section className="page">
      <div className="page-header">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
      </div>
      <div className="alert alert--danger" role="alert">
        {title}
      </div>
      <button type="button" className="button" onClick={() => navigate(-1)}>
        {appTexts.back}
      </button>
    </section>
  );
}

/** 'Objekt nicht gefunden (Fehler 404)', a danger alert with the same text, 'Zurück'. */
export function NotFoundPage() {
  return <StatusPage title={appTexts.notFoundTitle} />;
}

/**
 * 'Zugriff nicht erlaubt (Fehler 403)'. A visitor not logged in is sent to the portal sign-in
 * instead, with the current path and hash as return address, unless the setting disables it.
 */
export function NotPermittedPage({ loggedIn, redirectToSignIn = settings.redirectAnonymousToSignIn }: { loggedIn: boolean; redirectToSignIn?: boolean }) {
  const redirect = !loggedIn && redirectToSignIn;
  useEffect(() => {
    if (redirect) signIn(currentReturnAddress());
  }, [redirect]);
  if (redirect) return <p role="status">{shellTexts.redirectingToSignIn}</p>;
  return <StatusPage title={appTexts.notPermittedTitle} />;
}

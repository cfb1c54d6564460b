import { useNavigate } from 'react-router';
import { appTexts } from '../messages/de';
import { usePageTitle } from './usePageTitle';

function StatusPage({ title }: { title: string }) {
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <div className="alert alert--danger" role="alert">
        {title}
      </div>
      <button type="button" className="button" onClick={() => navigate(-1)}>
        {appTexts.back}
      </button>
    </section>
  );
}

export function NotFoundPage() {
  return <StatusPage title={appTexts.notFoundTitle} />;
}

export function NotPermittedPage() {
  return <StatusPage title={appTexts.notPermittedTitle} />;
}

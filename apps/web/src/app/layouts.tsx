import { Navigate, Outlet, useLocation } from 'react-router';
import { nextPath } from '../lib/next-path';
import { useSession } from '../lib/session';
import { t } from './i18n';

/** /login and /register: a signed-in user goes on to `next`, or to the dashboard. */
export function AnonymousOnly() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={nextPath(location.search)} replace />;
  return (
    <main id="main" className="auth-page">
      <Outlet />
    </main>
  );
}

export function RouteError() {
  return (
    <main id="main" className="auth-page">
      <div className="card auth-card">
        <h1 className="auth-title">{t('app.error.title')}</h1>
        <p className="muted">{t('app.error.text')}</p>
        <a className="button button-primary" href="/dashboard">
          {t('app.error.home')}
        </a>
      </div>
    </main>
  );
}

import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { nextPath } from '../lib/next-path';
import { useSession } from '../lib/session';
import { t } from './i18n';
import { usePageTitle } from './routes/use-page-title';

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

/**
 * An address the app has no page for: said plainly, with the way on (My Lists, or signing in).
 * The spec's own redirects stay: '/' goes to the dashboard or sign-in, and a protected page
 * sends an anonymous visitor to sign in.
 */
export function NotFound() {
  const session = useSession();
  const title = t('app.notFound.title');
  usePageTitle(title);
  return (
    <main id="main" className="auth-page">
      <div className="card auth-card">
        <h1 className="auth-title">{title}</h1>
        <p className="muted">{t('app.notFound.text')}</p>
        {session ? (
          <Link to="/dashboard" className="button button-primary">
            {t('app.nav.myLists')}
          </Link>
        ) : (
          <Link to="/login" className="button button-primary">
            {t('app.notFound.signIn')}
          </Link>
        )}
      </div>
    </main>
  );
}

import { useEffect, useRef } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ThemeToggle } from '../components/ui/theme-toggle';
import { logout, VerifyEmailBanner } from '../features/auth';
import { OfflineNotice } from '../features/offline';
import { loginFor } from '../lib/next-path';
import { useSession } from '../lib/session';
import { t } from './i18n';

/** Moves focus to the page heading on navigation, so screen readers hear the new page. */
function useFocusOnNavigate() {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void location.pathname;
    // The page keeps the scroll ScrollRestoration gives it (top, or where Back left it).
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);
  return mainRef;
}

/** Signed-in pages: top navigation plus the page. Anonymous visitors go to /login. */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  const mainRef = useFocusOnNavigate();
  // Set when this person pressed Logout: the sign-in page then offers no way back here. (A
  // navigation started before the session ends can lose to the redirect below, which the
  // session's end renders at once; one redirect, decided here, cannot.)
  const signedOut = useRef(false);
  // Signed out: sign in first, then come back here.
  if (!session) {
    const to = signedOut.current ? '/login' : loginFor(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }

  const signOut = () => {
    signedOut.current = true;
    logout();
  };

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          <Link to="/dashboard" className="brand">
            <span className="brand-mark" aria-hidden="true">
              ★
            </span>
            Wishlist
          </Link>
          <nav aria-label={t('app.nav.label')} className="topnav">
            <NavLink to="/dashboard" className="topnav-link">
              {t('app.nav.myLists')}
            </NavLink>
            <NavLink to="/shared-lists" className="topnav-link">
              {t('app.nav.friendsLists')}
            </NavLink>
            <NavLink to="/my-gifts" className="topnav-link">
              {t('app.nav.myGifts')}
            </NavLink>
            <NavLink to="/circles" className="topnav-link">
              {t('app.nav.circles')}
            </NavLink>
            <NavLink to="/profile" className="topnav-link topnav-user">
              <span className="avatar" aria-hidden="true">
                {session.user.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <span className="topnav-user-name">{session.user.name}</span>
            </NavLink>
            <button type="button" className="topnav-link topnav-logout" onClick={signOut}>
              {t('app.nav.logout')}
            </button>
          </nav>
          {/* Not a way somewhere, so outside the nav; beside the brand on a phone (layout.css). */}
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1} ref={mainRef}>
        <VerifyEmailBanner />
        <OfflineNotice />
        <Outlet />
      </main>
    </>
  );
}

/**
 * A route of its own, loaded with the first signed-in page (in parallel with that page's code):
 * the sign-in page never loads the top bar, sign-out, the e-mail banner or the offline notice.
 */
export { AppShell as Component };

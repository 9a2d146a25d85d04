import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ApiTokens,
  accountT,
  DeleteAccount,
  LanguageSettings,
  NotificationSettings,
  PasswordChangeForm,
  ProfileForm,
} from '../../features/auth';
import { Bookmarklet } from '../../features/quick-add';
import { usePageTitle } from './use-page-title';

export function Component() {
  usePageTitle(accountT('account.profile.pageTitle'));
  const { hash } = useLocation();
  const notifications = useRef<HTMLElement>(null);
  // The unsubscribe page links here (#notifications). The browser looked for the section before
  // the app had drawn it, and the router's scroll reset comes after this page's first effects.
  useEffect(() => {
    if (hash !== '#notifications') return;
    const frame = requestAnimationFrame(() =>
      notifications.current?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <div className="narrow">
      <div className="page-head">
        <h1 className="page-title">{accountT('account.profile.title')}</h1>
        <Link to="/dashboard" className="button button-secondary">
          {accountT('account.profile.back')}
        </Link>
      </div>
      <div className="stack">
        <section className="card" aria-label={accountT('account.profile.details')}>
          <ProfileForm />
        </section>
        <div className="card">
          <PasswordChangeForm />
        </div>
        <section className="card" aria-labelledby="language-title">
          <LanguageSettings />
        </section>
        <section
          ref={notifications}
          className="card"
          id="notifications"
          aria-labelledby="notifications-title"
        >
          <NotificationSettings />
        </section>
        <Bookmarklet />
        <ApiTokens />
        <div className="card">
          <DeleteAccount />
        </div>
      </div>
    </div>
  );
}

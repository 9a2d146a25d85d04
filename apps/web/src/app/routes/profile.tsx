import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import {
  DeleteAccount,
  NotificationSettings,
  PasswordChangeForm,
  ProfileForm,
} from '../../features/auth';
import { usePageTitle } from './use-page-title';

export function Component() {
  usePageTitle('Profile');
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
        <h1 className="page-title">Your profile</h1>
        <Link to="/dashboard" className="button button-secondary">
          ← Back to dashboard
        </Link>
      </div>
      <div className="stack">
        <section className="card" aria-label="Profile details">
          <ProfileForm />
        </section>
        <div className="card">
          <PasswordChangeForm />
        </div>
        <section
          ref={notifications}
          className="card"
          id="notifications"
          aria-labelledby="notifications-title"
        >
          <NotificationSettings />
        </section>
        <div className="card">
          <DeleteAccount />
        </div>
      </div>
    </div>
  );
}

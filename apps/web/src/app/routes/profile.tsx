import { Link } from 'react-router';
import {
  DeleteAccount,
  NotificationSettings,
  PasswordChangeForm,
  ProfileForm,
} from '../../features/auth';
import { usePageTitle } from './use-page-title';

export function Component() {
  usePageTitle('Profile');
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
        <section className="card" id="notifications" aria-labelledby="notifications-title">
          <NotificationSettings />
        </section>
        <div className="card">
          <DeleteAccount />
        </div>
      </div>
    </div>
  );
}

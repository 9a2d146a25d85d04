import { MESSAGES } from '@wishlist/core';
import { Link, useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth';
import { AuthCard } from './auth-card';

export function Component() {
  const { token } = useParams();
  return (
    <main id="main" className="auth-page">
      {token ? (
        <AuthCard title="Choose a new password" subtitle="Use at least 6 characters.">
          <ResetPasswordForm token={token} />
          <div className="auth-links">
            <Link to="/login">Back to Login</Link>
          </div>
        </AuthCard>
      ) : (
        <AuthCard title={MESSAGES.invalidLinkTitle} subtitle={MESSAGES.invalidLinkText}>
          <Link to="/login" className="button button-primary button-block">
            Back to Login
          </Link>
        </AuthCard>
      )}
    </main>
  );
}

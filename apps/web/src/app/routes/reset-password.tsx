import { MESSAGES } from '@wishlist/core';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { ForgotPasswordLink, ResetPasswordForm, useResetLinkCheck } from '../../features/auth';
import { ApiRequestError } from '../../lib/api-client';
import { AuthCard } from './auth-card';

export function Component() {
  const { token } = useParams();
  return (
    <main id="main" className="auth-page">
      {!token ? (
        <InvalidLink />
      ) : token.trim() ? (
        <CheckedReset token={token} />
      ) : (
        <ResetForm token={token} />
      )}
    </main>
  );
}

/** The link is checked as the page opens (E5): a used or expired one says so before any typing. */
function CheckedReset({ token }: { token: string }) {
  const check = useResetLinkCheck(token);
  if (check.isPending)
    return (
      <AuthCard title="Choose a new password">
        <Spinner label="Checking your link…" />
      </AuthCard>
    );
  // Only a 404 means the link is spent; any other failure leaves the form to try.
  if (check.error instanceof ApiRequestError && check.error.status === 404) return <InvalidLink />;
  return <ResetForm token={token} />;
}

/** A blank token keeps the spec's form, which answers 'Invalid reset link' on submit. */
function ResetForm({ token }: { token: string }) {
  return (
    <AuthCard title="Choose a new password" subtitle="Use at least 6 characters.">
      <ResetPasswordForm token={token} />
      <div className="auth-links">
        <Link to="/login">Back to Login</Link>
      </div>
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard title={MESSAGES.invalidLinkTitle} subtitle={MESSAGES.invalidLinkText}>
      <div className="stack">
        <Link to="/login" className="button button-primary button-block">
          Back to Login
        </Link>
        <ForgotPasswordLink
          label="Send me a new link"
          className="button button-secondary button-block"
        />
      </div>
    </AuthCard>
  );
}

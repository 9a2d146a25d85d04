import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useVerifyEmail } from '../../features/auth';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';

/** The link mailed at registration: it proves the mailbox, signed in or not, on any device. */
export function Component() {
  const { token = '' } = useParams();
  const session = useSession();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  const onward = session ? (
    <Link to="/dashboard" className="button button-primary button-block">
      Go to my lists
    </Link>
  ) : (
    <Link to="/login" className="button button-primary button-block">
      Sign in
    </Link>
  );

  return (
    <main id="main" className="auth-page">
      {verify.isSuccess ? (
        <AuthCard
          title="Email address confirmed"
          subtitle={`Thank you: ${verify.data.user.email} is confirmed. Invitations sent to it now show in your account.`}
        >
          {onward}
        </AuthCard>
      ) : verify.isError ? (
        <AuthCard
          title="This link cannot be used"
          subtitle={errorMessage(
            verify.error,
            'The email address could not be confirmed. Please try again later.',
          )}
        >
          <p className="muted">
            {session
              ? 'If your address is not confirmed yet, ask for a new link from your lists.'
              : 'Sign in to ask for a new link.'}
          </p>
          {onward}
        </AuthCard>
      ) : (
        <AuthCard title="Confirming your email address">
          <Spinner label="One moment…" />
        </AuthCard>
      )}
    </main>
  );
}

import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAcceptInvitation } from '../../features/invitations';
import { errorMessage } from '../../lib/api-client';
import { loginFor } from '../../lib/next-path';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';

/**
 * The link of an invitation e-mail. Signed in as the invited address, it accepts in one step
 * (which proves the mailbox) and opens the list; signed out, it asks to sign in first and comes
 * back here.
 */
export function Component() {
  const { token = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const { mutate } = accept;
  const signedIn = session !== null;

  useEffect(() => {
    if (!signedIn) return;
    mutate(token, {
      onSuccess: ({ listId }) => void navigate(`/lists/${listId}`, { replace: true }),
    });
  }, [signedIn, mutate, navigate, token]);

  if (!session) return <Navigate to={loginFor(location.pathname)} replace />;
  return (
    <main id="main" className="auth-page">
      {accept.isError ? (
        <AuthCard
          title="This invitation cannot be opened"
          subtitle={errorMessage(accept.error, 'The invitation could not be accepted.')}
        >
          <p className="muted">
            You are signed in as <strong>{session.user.email}</strong>. An invitation opens only for
            the address it was sent to, and only until the list's owner withdraws it.
          </p>
          <Link to="/shared-lists" className="button button-primary button-block">
            See the lists shared with you
          </Link>
        </AuthCard>
      ) : (
        <AuthCard title="Opening the invitation">
          <Spinner label="One moment…" />
        </AuthCard>
      )}
    </main>
  );
}

import type { InvitationPreview } from '@wishlist/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { logout } from '../../features/auth';
import { JoinForm, useAcceptInvitation, useInvitationPreview } from '../../features/invitations';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';

/** Sign-in or registration that comes back to this invitation, with its address filled in. */
const authFor = (page: 'login' | 'register', token: string, email: string) =>
  `/${page}?${new URLSearchParams({ next: `/invitations/${token}`, email })}`;

/**
 * The link of an invitation e-mail (E1). It shows whose list it is; the invited person, signed
 * in, accepts in one step and lands on the list; signed out, they sign in, or join with a name
 * when they have no account; someone else signed in is told so and may switch.
 */
export function Component() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  return (
    <main id="main" className="auth-page">
      {preview.isPending ? (
        <AuthCard title="Opening the invitation">
          <Spinner label="One moment…" />
        </AuthCard>
      ) : preview.isError ? (
        <Unavailable reason={errorMessage(preview.error, 'The invitation could not be opened.')} />
      ) : (
        <Invitation token={token} invite={preview.data} />
      )}
    </main>
  );
}

function Invitation({ token, invite }: { token: string; invite: InvitationPreview }) {
  const session = useSession();
  const navigate = useNavigate();
  const [joined, setJoined] = useState(false);
  const openList = () => void navigate(`/lists/${invite.list._id}`, { replace: true });
  const title = `${invite.list.owner.name} shared “${invite.list.name}” with you`;

  if (joined)
    return (
      <AuthCard title={title}>
        <Spinner label="Opening the list…" />
      </AuthCard>
    );
  if (session?.user.email === invite.inviteeEmail)
    return <Accept token={token} title={title} onAccepted={openList} />;
  if (session)
    return (
      <AuthCard title={title}>
        <p>
          This invitation is for <strong>{invite.inviteeEmail}</strong>, and you are signed in as{' '}
          <strong>{session.user.email}</strong>.
        </p>
        <p className="muted">Sign out to open it with the invited address.</p>
        <button type="button" className="button button-primary button-block" onClick={logout}>
          Sign out and continue
        </button>
        <div className="auth-links">
          <Link to="/dashboard">Stay signed in and go to my lists</Link>
        </div>
      </AuthCard>
    );
  if (invite.hasAccount)
    return (
      <AuthCard title={title} subtitle={`Sign in as ${invite.inviteeEmail} to open the list.`}>
        <Link
          to={authFor('login', token, invite.inviteeEmail)}
          className="button button-primary button-block"
        >
          Sign in to open the list
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title={title} subtitle="Tell us your name to see the list and pick a gift.">
      <JoinForm
        token={token}
        email={invite.inviteeEmail}
        onJoined={() => {
          setJoined(true);
          openList();
        }}
      />
      <div className="auth-links">
        <p>
          Rather choose a password now?{' '}
          <Link to={authFor('register', token, invite.inviteeEmail)}>Create an account</Link>
        </p>
      </div>
    </AuthCard>
  );
}

function Accept(props: { token: string; title: string; onAccepted: () => void }) {
  const { token, title, onAccepted } = props;
  const accept = useAcceptInvitation();
  const { mutate } = accept;
  const accepted = useRef(onAccepted);
  accepted.current = onAccepted;
  useEffect(() => {
    mutate(token, { onSuccess: () => accepted.current() });
  }, [mutate, token]);
  if (accept.isError)
    return (
      <Unavailable reason={errorMessage(accept.error, 'The invitation could not be accepted.')} />
    );
  return (
    <AuthCard title={title}>
      <Spinner label="Opening the list…" />
    </AuthCard>
  );
}

function Unavailable({ reason }: { reason: string }) {
  const session = useSession();
  return (
    <AuthCard title="This invitation cannot be opened">
      <Alert tone="error">{reason}</Alert>
      <p className="muted">
        An invitation opens only until the list's owner withdraws it. Ask them to invite you again.
      </p>
      <Link
        to={session ? '/shared-lists' : '/login'}
        className="button button-primary button-block"
      >
        {session ? 'See the lists shared with you' : 'Sign in'}
      </Link>
    </AuthCard>
  );
}

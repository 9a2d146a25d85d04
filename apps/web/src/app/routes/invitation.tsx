import type { InvitationPreview } from '@wishlist/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { logout } from '../../features/auth';
import {
  type InvitationsKey,
  JoinForm,
  t,
  useAcceptInvitation,
  useInvitationPreview,
} from '../../features/invitations';
import { errorMessage } from '../../lib/api-client';
import { richText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';

const OTHER_ACCOUNT: InvitationsKey = 'invitations.page.otherAccount';

/**
 * Sign-in or registration that comes back to this invitation, with its address filled in.
 * Registration carries the invitation's token too: where registration is by invitation, it is
 * what lets the account be made (S3).
 */
const authFor = (page: 'login' | 'register', token: string, email: string) =>
  `/${page}?${new URLSearchParams({
    next: `/invitations/${token}`,
    email,
    ...(page === 'register' ? { invitation: token } : {}),
  })}`;

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
        <AuthCard title={t('invitations.page.opening')}>
          <Spinner label={t('invitations.oneMoment')} />
        </AuthCard>
      ) : preview.isError ? (
        <Unavailable reason={errorMessage(preview.error, t('invitations.page.openFailed'))} />
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
  const title = t('invitations.page.title', {
    owner: invite.list.owner.name,
    list: invite.list.name,
  });

  if (joined)
    return (
      <AuthCard title={title}>
        <Spinner label={t('invitations.join.pending')} />
      </AuthCard>
    );
  if (session?.user.email === invite.inviteeEmail)
    return <Accept token={token} title={title} onAccepted={openList} />;
  if (session)
    return (
      <AuthCard title={title}>
        <p>
          {richText((values) => t(OTHER_ACCOUNT, values), {
            invitee: <strong>{invite.inviteeEmail}</strong>,
            email: <strong>{session.user.email}</strong>,
          })}
        </p>
        <p className="muted">{t('invitations.page.signOutHint')}</p>
        <button type="button" className="button button-primary button-block" onClick={logout}>
          {t('invitations.page.signOut')}
        </button>
        <div className="auth-links">
          <Link to="/dashboard">{t('invitations.page.stay')}</Link>
        </div>
      </AuthCard>
    );
  if (invite.hasAccount)
    return (
      <AuthCard
        title={title}
        subtitle={t('invitations.page.signInAs', { email: invite.inviteeEmail })}
      >
        <Link
          to={authFor('login', token, invite.inviteeEmail)}
          className="button button-primary button-block"
        >
          {t('invitations.page.signInToOpen')}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title={title} subtitle={t('invitations.page.joinText')}>
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
          {t('invitations.page.choosePassword')}{' '}
          <Link to={authFor('register', token, invite.inviteeEmail)}>
            {t('invitations.page.createAccount')}
          </Link>
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
    return <Unavailable reason={errorMessage(accept.error, t('invitations.page.acceptFailed'))} />;
  return (
    <AuthCard title={title}>
      <Spinner label={t('invitations.join.pending')} />
    </AuthCard>
  );
}

function Unavailable({ reason }: { reason: string }) {
  const session = useSession();
  return (
    <AuthCard title={t('invitations.page.unavailable')}>
      <Alert tone="error">{reason}</Alert>
      <p className="muted">{t('invitations.page.unavailableText')}</p>
      <Link
        to={session ? '/shared-lists' : '/login'}
        className="button button-primary button-block"
      >
        {session ? t('invitations.page.sharedLists') : t('invitations.signIn')}
      </Link>
    </AuthCard>
  );
}

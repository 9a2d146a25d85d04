import type { CircleInvitationPreview } from '@wishlist/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { logout } from '../../features/auth';
import { CircleJoinForm, t, useCircleInvitation, useJoinCircle } from '../../features/circles';
import { errorMessage } from '../../lib/api-client';
import { richText } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { AuthCard } from './auth-card';

/** Sign-in that comes back to this invitation, with its address filled in. */
const signInFor = (token: string, email: string) =>
  `/login?${new URLSearchParams({ next: `/circles/join/${token}`, email })}`;

/**
 * The link of a circle's invitation e-mail (C2), as a list invitation's page (E1): who invites
 * to which circle; the invited person, signed in, joins with one button; signed out, they sign
 * in, or join with a name when they have no account; someone else signed in is told so.
 */
export function Component() {
  const { token = '' } = useParams();
  const preview = useCircleInvitation(token);
  return (
    <main id="main" className="auth-page">
      {preview.isPending ? (
        <AuthCard title={t('circles.join.opening')}>
          <Spinner label={t('circles.join.oneMoment')} />
        </AuthCard>
      ) : preview.isError ? (
        <Unavailable reason={errorMessage(preview.error, t('circles.join.openFailed'))} />
      ) : (
        <Invitation token={token} invite={preview.data} />
      )}
    </main>
  );
}

function Invitation({ token, invite }: { token: string; invite: CircleInvitationPreview }) {
  const session = useSession();
  const navigate = useNavigate();
  const [joined, setJoined] = useState(false);
  const openCircles = () => void navigate('/circles', { replace: true });
  const title = invite.invitedBy.name
    ? t('circles.join.title', { inviter: invite.invitedBy.name, circle: invite.circle.name })
    : t('circles.join.titleNoInviter', { circle: invite.circle.name });

  if (joined)
    return (
      <AuthCard title={title}>
        <Spinner label={t('circles.join.pending')} />
      </AuthCard>
    );
  if (session?.user.email === invite.inviteeEmail)
    return <Join token={token} title={title} onJoined={openCircles} />;
  if (session)
    return (
      <AuthCard title={title}>
        <p>
          {richText((values) => t('circles.join.otherAccount', values), {
            invitee: <strong>{invite.inviteeEmail}</strong>,
            email: <strong>{session.user.email}</strong>,
          })}
        </p>
        <p className="muted">{t('circles.join.signOutHint')}</p>
        <button type="button" className="button button-primary button-block" onClick={logout}>
          {t('circles.join.signOut')}
        </button>
        <div className="auth-links">
          <Link to="/dashboard">{t('circles.join.stay')}</Link>
        </div>
      </AuthCard>
    );
  if (invite.hasAccount)
    return (
      <AuthCard title={title} subtitle={t('circles.join.signInAs', { email: invite.inviteeEmail })}>
        <Link
          to={signInFor(token, invite.inviteeEmail)}
          className="button button-primary button-block"
        >
          {t('circles.join.signIn')}
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title={title} subtitle={t('circles.join.joinText')}>
      <CircleJoinForm
        token={token}
        email={invite.inviteeEmail}
        onJoined={() => {
          setJoined(true);
          openCircles();
        }}
      />
    </AuthCard>
  );
}

/** Signed in as the invited address: one button joins (nothing happens on arrival alone). */
function Join(props: { token: string; title: string; onJoined: () => void }) {
  const { token, title, onJoined } = props;
  const join = useJoinCircle(token);
  return (
    <AuthCard title={title} subtitle={t('circles.join.text')}>
      {join.isError ? (
        <Alert tone="error">{errorMessage(join.error, t('circles.join.failed'))}</Alert>
      ) : null}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={join.isPending || join.isSuccess}
        onClick={() => join.mutate(undefined, { onSuccess: onJoined })}
      >
        {join.isPending ? t('circles.join.pending') : t('circles.join.submit')}
      </button>
      <div className="auth-links">
        <Link to="/dashboard">{t('circles.join.notNow')}</Link>
      </div>
    </AuthCard>
  );
}

function Unavailable({ reason }: { reason: string }) {
  const session = useSession();
  return (
    <AuthCard title={t('circles.join.unavailable')}>
      <Alert tone="error">{reason}</Alert>
      <p className="muted">{t('circles.join.unavailableText')}</p>
      <Link to={session ? '/circles' : '/login'} className="button button-primary button-block">
        {session ? t('circles.join.toCircles') : t('circles.join.toLogin')}
      </Link>
    </AuthCard>
  );
}

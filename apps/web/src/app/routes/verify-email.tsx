import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { accountT, t, useVerifyEmail } from '../../features/auth';
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
      {t('auth.goToMyLists')}
    </Link>
  ) : (
    <Link to="/login" className="button button-primary button-block">
      {t('auth.signIn')}
    </Link>
  );

  return (
    <main id="main" className="auth-page">
      {verify.isSuccess ? (
        <AuthCard
          title={accountT('account.verify.title')}
          subtitle={accountT('account.verify.text', { email: verify.data.user.email })}
        >
          {onward}
        </AuthCard>
      ) : verify.isError ? (
        <AuthCard
          title={t('auth.linkUnusable')}
          subtitle={errorMessage(verify.error, accountT('account.verify.failed'))}
        >
          <p className="muted">
            {session
              ? accountT('account.verify.askSignedIn')
              : accountT('account.verify.askSignedOut')}
          </p>
          {onward}
        </AuthCard>
      ) : (
        <AuthCard title={accountT('account.verify.pending')}>
          <Spinner label={t('auth.oneMoment')} />
        </AuthCard>
      )}
    </main>
  );
}

import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { accountT, t, useUnsubscribe, useUnsubscribeLink } from '../../features/auth';
import { errorMessage } from '../../lib/api-client';
import { AuthCard } from './auth-card';

const SETTINGS = '/profile#notifications';

/**
 * The link at the foot of every notification e-mail (N3), signed in or not. Opening it only
 * says what it turns off: mail scanners open links, so nothing changes before the button.
 */
export function Component() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  const done = useRef<HTMLDivElement>(null);
  // The button that had focus is gone: the answer takes it, so it is read out.
  useEffect(() => {
    if (unsubscribe.isSuccess) done.current?.focus();
  }, [unsubscribe.isSuccess]);

  let card: React.ReactNode;
  if (unsubscribe.isSuccess) {
    card = (
      <AuthCard title={accountT('account.unsubscribe.done')}>
        <div ref={done} className="alert alert-success" role="status" tabIndex={-1}>
          {unsubscribe.data.message}
        </div>
        <Link to={SETTINGS} className="button button-secondary button-block">
          {accountT('account.unsubscribe.turnBackOn')}
        </Link>
      </AuthCard>
    );
  } else if (link.isPending) {
    card = (
      <AuthCard title={accountT('account.unsubscribe.title')}>
        <Spinner label={accountT('account.unsubscribe.checking')} />
      </AuthCard>
    );
  } else if (link.isError) {
    card = (
      <AuthCard
        title={t('auth.linkUnusable')}
        subtitle={errorMessage(link.error, accountT('account.unsubscribe.checkFailed'))}
      >
        <Link to={SETTINGS} className="button button-primary button-block">
          {accountT('account.unsubscribe.openSettings')}
        </Link>
      </AuthCard>
    );
  } else {
    card = (
      <AuthCard title={accountT('account.unsubscribe.title')} subtitle={link.data.message}>
        {unsubscribe.isError ? (
          <Alert tone="error">
            {errorMessage(unsubscribe.error, accountT('account.unsubscribe.failed'))}
          </Alert>
        ) : null}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending
            ? accountT('account.unsubscribe.pending')
            : accountT('account.unsubscribe.title')}
        </button>
        <div className="auth-links">
          <Link to={SETTINGS}>{accountT('account.unsubscribe.chooseEmails')}</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <main id="main" className="auth-page">
      {card}
    </main>
  );
}

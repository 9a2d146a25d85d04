import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useUnsubscribe, useUnsubscribeLink } from '../../features/auth';
import { errorMessage } from '../../lib/api-client';
import { AuthCard } from './auth-card';

const CHECK_FAILED = 'This link could not be checked. Please try again later.';
const UNSUBSCRIBE_FAILED = 'Could not unsubscribe. Please try again.';
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
      <AuthCard title="Unsubscribed">
        <div ref={done} className="alert alert-success" role="status" tabIndex={-1}>
          {unsubscribe.data.message}
        </div>
        <Link to={SETTINGS} className="button button-secondary button-block">
          Turn them back on in your profile
        </Link>
      </AuthCard>
    );
  } else if (link.isPending) {
    card = (
      <AuthCard title="Unsubscribe">
        <Spinner label="Checking the link…" />
      </AuthCard>
    );
  } else if (link.isError) {
    card = (
      <AuthCard title="This link cannot be used" subtitle={errorMessage(link.error, CHECK_FAILED)}>
        <Link to={SETTINGS} className="button button-primary button-block">
          Open my e-mail settings
        </Link>
      </AuthCard>
    );
  } else {
    card = (
      <AuthCard title="Unsubscribe" subtitle={link.data.message}>
        {unsubscribe.isError ? (
          <Alert tone="error">{errorMessage(unsubscribe.error, UNSUBSCRIBE_FAILED)}</Alert>
        ) : null}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
        <div className="auth-links">
          <Link to={SETTINGS}>Choose which e-mails you get</Link>
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

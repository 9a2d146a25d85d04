import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { t, useProviderSignInFinish } from '../../features/auth';
import { errorMessage } from '../../lib/api-client';
import { nextPath } from '../../lib/next-path';
import { AuthCard } from './auth-card';

/**
 * Where the provider's sign-in lands (S2): the server's callback put a one-time code in the
 * address's fragment (never sent to a server, never in a log); it is traded for a session once,
 * then the page goes where the sign-in was started from.
 */
export function Component() {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const finish = useProviderSignInFinish();
  const [code] = useState(() => new URLSearchParams(hash.slice(1)).get('code') ?? '');
  // The code works once: a second effect run (React's strict mode) must not spend it again.
  const started = useRef(false);
  const { mutate } = finish;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(code, { onSuccess: () => void navigate(nextPath(search), { replace: true }) });
  }, [code, mutate, navigate, search]);

  return (
    <main id="main" className="auth-page">
      {finish.isError ? (
        <AuthCard
          title={t('auth.provider.finishFailed')}
          subtitle={errorMessage(finish.error, t('auth.provider.failure.failed'))}
        >
          <Link to={`/login${search}`} className="button button-primary button-block">
            {t('auth.backToLogin')}
          </Link>
        </AuthCard>
      ) : (
        <AuthCard title={t('auth.provider.finishing')}>
          <Spinner label={t('auth.oneMoment')} />
        </AuthCard>
      )}
    </main>
  );
}

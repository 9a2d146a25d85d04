import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ForgotPasswordLink,
  LoginForm,
  ProviderSignIn,
  ProviderSignInFailure,
  t,
  useSignInOptions,
} from '../../features/auth';
import { nextPath } from '../../lib/next-path';
import { AuthCard } from './auth-card';

export function Component() {
  // Registering instead keeps where the visitor was going; an invitation's link fills in the
  // address it was sent to.
  const { search } = useLocation();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  // No way to register is offered where registration is closed (S3).
  const closed = useSignInOptions().data?.registration === 'closed';
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <ProviderSignInFailure search={search} />
      <LoginForm email={email} onEmailChange={setEmail} />
      <ProviderSignIn next={nextPath(search)} />
      <div className="auth-links">
        <ForgotPasswordLink email={email} />
        {closed ? null : (
          <p>
            {t('auth.login.newHere')}{' '}
            <Link to={`/register${search}`}>{t('auth.login.createAccount')}</Link>
          </p>
        )}
      </div>
    </AuthCard>
  );
}

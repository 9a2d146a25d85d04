import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ForgotPasswordLink, LoginForm, t } from '../../features/auth';
import { AuthCard } from './auth-card';

export function Component() {
  // Registering instead keeps where the visitor was going; an invitation's link fills in the
  // address it was sent to.
  const { search } = useLocation();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm email={email} onEmailChange={setEmail} />
      <div className="auth-links">
        <ForgotPasswordLink email={email} />
        <p>
          {t('auth.login.newHere')}{' '}
          <Link to={`/register${search}`}>{t('auth.login.createAccount')}</Link>
        </p>
      </div>
    </AuthCard>
  );
}

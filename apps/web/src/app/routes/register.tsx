import { Link, useLocation } from 'react-router';
import { RegisterForm, t } from '../../features/auth';
import { AuthCard } from './auth-card';

export function Component() {
  const { search } = useLocation();
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm />
      <div className="auth-links">
        <p>
          {t('auth.register.haveAccount')} <Link to={`/login${search}`}>{t('auth.signIn')}</Link>
        </p>
      </div>
    </AuthCard>
  );
}

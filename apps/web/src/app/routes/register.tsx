import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { ProviderSignIn, RegisterForm, t, useSignInOptions } from '../../features/auth';
import { nextPath } from '../../lib/next-path';
import { AuthCard } from './auth-card';

export function Component() {
  const { search } = useLocation();
  // S3: the form shows once the server said who may register (or could not be asked), and
  // not at all where registration is closed: it could only fail.
  const options = useSignInOptions();
  if (options.isPending) {
    return (
      <AuthCard title={t('auth.register.title')}>
        <Spinner label={t('auth.oneMoment')} />
      </AuthCard>
    );
  }
  const registration = options.data?.registration ?? 'open';
  if (registration === 'closed') {
    return (
      <AuthCard title={t('auth.register.closedTitle')} subtitle={t('auth.register.closedText')}>
        <Link to={`/login${search}`} className="button button-primary button-block">
          {t('auth.signIn')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {registration === 'invite' && !new URLSearchParams(search).has('invitation') ? (
        <Alert tone="info">{t('auth.register.inviteOnly')}</Alert>
      ) : null}
      <RegisterForm />
      <ProviderSignIn next={nextPath(search)} />
      <div className="auth-links">
        <p>
          {t('auth.register.haveAccount')} <Link to={`/login${search}`}>{t('auth.signIn')}</Link>
        </p>
      </div>
    </AuthCard>
  );
}

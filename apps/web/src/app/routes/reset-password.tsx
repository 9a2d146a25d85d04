import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { ForgotPasswordLink, ResetPasswordForm, t, useResetLinkCheck } from '../../features/auth';
import { ApiRequestError } from '../../lib/api-client';
import { specT } from '../../lib/i18n';
import { AuthCard } from './auth-card';

export function Component() {
  const { token } = useParams();
  return (
    <main id="main" className="auth-page">
      {!token ? (
        <InvalidLink />
      ) : token.trim() ? (
        <CheckedReset token={token} />
      ) : (
        <ResetForm token={token} />
      )}
    </main>
  );
}

/** The link is checked as the page opens (E5): a used or expired one says so before any typing. */
function CheckedReset({ token }: { token: string }) {
  const check = useResetLinkCheck(token);
  if (check.isPending)
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Spinner label={t('auth.reset.checking')} />
      </AuthCard>
    );
  // Only a 404 means the link is spent; any other failure leaves the form to try.
  if (check.error instanceof ApiRequestError && check.error.status === 404) return <InvalidLink />;
  return <ResetForm token={token} />;
}

/** A blank token keeps the spec's form, which answers 'Invalid reset link' on submit. */
function ResetForm({ token }: { token: string }) {
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetPasswordForm token={token} />
      <div className="auth-links">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard title={specT('spec.invalidLinkTitle')} subtitle={specT('spec.invalidLinkText')}>
      <div className="stack">
        <Link to="/login" className="button button-primary button-block">
          {t('auth.backToLogin')}
        </Link>
        <ForgotPasswordLink
          label={t('auth.reset.newLink')}
          className="button button-secondary button-block"
        />
      </div>
    </AuthCard>
  );
}

import { isOidcFailure } from '@wishlist/core';
import { Alert } from '../../../components/ui/alert';
import { useSignInOptions } from '../api/sign-in-options';
import { t } from '../i18n';

const FAILURES = {
  access_denied: 'auth.provider.failure.accessDenied',
  expired: 'auth.provider.failure.expired',
  unavailable: 'auth.provider.failure.unavailable',
  email_unverified: 'auth.provider.failure.emailUnverified',
  registration_closed: 'auth.provider.failure.registrationClosed',
  invitation_required: 'auth.provider.failure.invitationRequired',
  too_many_attempts: 'auth.provider.failure.tooManyAttempts',
  failed: 'auth.provider.failure.failed',
} as const;

/**
 * "Sign in with …": a plain link to the server, which sends the browser on to the provider
 * (S2). Shown only when the server has one; `next` is where to go once signed in.
 */
export function ProviderSignIn({ next }: { next: string }) {
  const options = useSignInOptions();
  const oidc = options.data?.oidc;
  if (!oidc) return null;
  return (
    <div className="provider-sign-in">
      <p className="provider-sign-in-or" aria-hidden="true">
        <span>{t('auth.provider.or')}</span>
      </p>
      <a
        className="button button-secondary button-block"
        href={`/api/auth/oidc/start?next=${encodeURIComponent(next)}`}
      >
        {oidc.name ? t('auth.provider.signInWith', { name: oidc.name }) : t('auth.provider.signIn')}
      </a>
    </div>
  );
}

/** Why a sign-in through the provider came back to this page (`?oidc_error=`), if it did. */
export function ProviderSignInFailure({ search }: { search: string }) {
  const failure = new URLSearchParams(search).get('oidc_error');
  if (!isOidcFailure(failure)) return null;
  return <Alert tone="error">{t(FAILURES[failure])}</Alert>;
}

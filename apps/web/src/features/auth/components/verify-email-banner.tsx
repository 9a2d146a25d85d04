import './verify-email-banner.css';
import { errorMessage } from '../../../lib/api-client';
import { richText } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { type AccountKey, accountT } from '../account-i18n';
import { useFollowAccountLanguage } from '../api/language';
import { useEmailVerified, useResendVerification } from '../api/verify-email';
import { t } from '../i18n';

const BANNER_TEXT: AccountKey = 'account.verifyBanner.text';

/**
 * Tells a signed-in user whose mailbox is not proven why invitations to it do not show yet, and
 * sends the link again on request. The app shell renders it on every signed-in page, so it is
 * also where the account's language is brought to this device (N5).
 */
export function VerifyEmailBanner() {
  useFollowAccountLanguage();
  const user = useCurrentUser();
  const verified = useEmailVerified();
  const resend = useResendVerification();
  if (!user || verified !== false) return null;

  return (
    <section className="verify-banner" aria-labelledby="verify-banner-title">
      <div className="verify-banner-text">
        <h2 id="verify-banner-title" className="verify-banner-title">
          {accountT('account.verifyBanner.title')}
        </h2>
        <p>
          {richText((values) => accountT(BANNER_TEXT, values), {
            email: <strong>{user.email}</strong>,
          })}
        </p>
        <div aria-live="polite">
          {resend.isSuccess ? <p className="verify-banner-note">{resend.data.message}</p> : null}
          {resend.isError ? (
            <p className="verify-banner-note" role="alert">
              {errorMessage(resend.error, accountT('account.verifyBanner.failed'))}
            </p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {resend.isPending ? t('auth.sending') : accountT('account.verifyBanner.resend')}
      </button>
    </section>
  );
}

import './verify-email-banner.css';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useEmailVerified, useResendVerification } from '../api/verify-email';

/**
 * Tells a signed-in user whose mailbox is not proven why invitations to it do not show yet, and
 * sends the link again on request.
 */
export function VerifyEmailBanner() {
  const user = useCurrentUser();
  const verified = useEmailVerified();
  const resend = useResendVerification();
  if (!user || verified !== false) return null;
  return (
    <section className="verify-banner" aria-labelledby="verify-banner-title">
      <div className="verify-banner-text">
        <h2 id="verify-banner-title" className="verify-banner-title">
          Please confirm your email address
        </h2>
        <p>
          We sent a link to <strong>{user.email}</strong>. Until you open it, invitations sent to
          that address are not shown here.
        </p>
        <div aria-live="polite">
          {resend.isSuccess ? <p className="verify-banner-note">{resend.data.message}</p> : null}
          {resend.isError ? (
            <p className="verify-banner-note" role="alert">
              {errorMessage(resend.error, 'The link could not be sent. Please try again later.')}
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
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </button>
    </section>
  );
}

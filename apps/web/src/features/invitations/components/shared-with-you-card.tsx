import { Link } from 'react-router';
import { useInvitationStats } from '../api/get-invitation-stats';
import { t } from '../i18n';

/** Shown only when the user has accepted or pending invitations. */
export function SharedWithYouCard() {
  const stats = useInvitationStats();
  if (!stats.data || (stats.data.accepted <= 0 && stats.data.pending <= 0)) return null;
  const { accepted, pending } = stats.data;
  return (
    <section className="card card-accent" aria-labelledby="shared-with-you-title">
      <h2 id="shared-with-you-title" className="card-title">
        {t('invitations.card.title')}
      </h2>
      <p>
        {t('invitations.card.accepted', { accepted })}
        {pending > 0 ? t('invitations.card.pending', { pending }) : ''}
      </p>
      <Link to="/shared-lists" className="button button-secondary">
        {t('invitations.card.view')}
      </Link>
    </section>
  );
}

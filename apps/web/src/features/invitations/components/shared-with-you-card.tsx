import { Link } from 'react-router';
import { useInvitationStats } from '../api/get-invitation-stats';

/** Shown only when the user has accepted or pending invitations. */
export function SharedWithYouCard() {
  const stats = useInvitationStats();
  if (!stats.data || (stats.data.accepted <= 0 && stats.data.pending <= 0)) return null;
  const { accepted, pending } = stats.data;
  return (
    <section className="card card-accent" aria-labelledby="shared-with-you-title">
      <h2 id="shared-with-you-title" className="card-title">
        Lists Shared with You
      </h2>
      <p>
        {accepted} shared {accepted === 1 ? 'list' : 'lists'}
        {pending > 0 ? `, ${pending} pending ${pending === 1 ? 'invitation' : 'invitations'}` : ''}
      </p>
      <Link to="/shared-lists" className="button button-secondary">
        View shared lists
      </Link>
    </section>
  );
}

import '../../features/invitations/invitations.css';
import { MESSAGES } from '@wishlist/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import {
  useAcceptInvitation,
  usePendingInvitations,
  useSharedLists,
} from '../../features/invitations';
import { ListCard } from '../../features/lists';
import { useLiveUpdates } from '../../features/live';
import { errorMessage, isAuthError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { usePageTitle } from './use-page-title';

export function Component() {
  usePageTitle('Friends Lists');
  const shared = useSharedLists();
  useLiveUpdates('account');
  const pending = usePendingInvitations();
  const accept = useAcceptInvitation();
  const [acceptingId, setAcceptingId] = useState<string | null>(null);

  const loading = shared.isPending || pending.isPending;
  const loadError = shared.error ?? pending.error;
  const nothing = !loading && !loadError && shared.data?.length === 0 && pending.data?.length === 0;

  return (
    <div>
      <div className="page-head">
        <div>
          <h1 className="page-title">Friends Lists</h1>
          <p className="muted">Lists that family and friends have shared with you.</p>
        </div>
      </div>
      {loading ? <Spinner label="Loading shared lists…" /> : null}
      {loadError && !isAuthError(loadError) ? (
        <Alert tone="error">{errorMessage(loadError, MESSAGES.loadSharedListsFailed)}</Alert>
      ) : null}
      {accept.isError ? (
        <Alert tone="error">{errorMessage(accept.error, MESSAGES.acceptInvitationFailed)}</Alert>
      ) : null}

      {pending.data && pending.data.length > 0 ? (
        <section aria-labelledby="pending-title" className="section">
          <h2 id="pending-title" className="section-title">
            Pending invitations
          </h2>
          <ul className="invite-list">
            {pending.data.map((invitation) => (
              <li key={invitation.id} className="card invite-card">
                <div>
                  <h3 className="invite-list-name">{invitation.listName}</h3>
                  <p className="muted">
                    From {invitation.inviterName} · {invitation.itemCount}{' '}
                    {invitation.itemCount === 1 ? 'item' : 'items'} · Invited{' '}
                    {formatDate(invitation.createdAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={accept.isPending && acceptingId === invitation.id}
                  aria-label={`Accept Invitation to ${invitation.listName}`}
                  onClick={() => {
                    setAcceptingId(invitation.id);
                    accept.mutate(invitation.invitationToken);
                  }}
                >
                  Accept Invitation
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {shared.data && shared.data.length > 0 ? (
        <section aria-labelledby="shared-title" className="section">
          <h2 id="shared-title" className="section-title">
            Shared with you
          </h2>
          <ul className="list-grid">
            {shared.data.map((list) => (
              <ListCard key={list._id} list={list} showOwner />
            ))}
          </ul>
        </section>
      ) : null}

      {nothing ? (
        <div className="empty-state">
          <p className="empty-title">No shared lists yet</p>
          <p className="muted">When someone invites you to their wish list, it shows up here.</p>
          <Link to="/dashboard" className="button button-primary">
            Go to your dashboard
          </Link>
        </div>
      ) : null}
    </div>
  );
}

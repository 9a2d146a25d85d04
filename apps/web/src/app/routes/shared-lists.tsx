import '../../features/invitations/invitations.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { t as circlesT, groupByCircle } from '../../features/circles';
import {
  t,
  useAcceptInvitation,
  usePendingInvitations,
  useSharedLists,
} from '../../features/invitations';
import { ListCard, listRights } from '../../features/lists';
import { useLiveUpdates } from '../../features/live';
import { useCanSend } from '../../features/offline';
import { errorMessage, isAuthError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { specT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { usePageTitle } from './use-page-title';

export function Component() {
  const title = t('invitations.sharedLists.title');
  usePageTitle(title);
  const shared = useSharedLists();
  // Lists reached through a circle are under its name (C6), from the same answer; the rest as
  // before.
  const me = useCurrentUser()?.id ?? '';
  // A list the person keeps for a child (C4) or co-owns (C5) reaches them through a circle too,
  // but it is among their own lists (My Lists), not one to give from.
  const given = shared.data?.filter((list) => !listRights(list, me).edits);
  const byCircle = groupByCircle(given ?? []);
  const others = byCircle.rest;
  useLiveUpdates('account');
  const pending = usePendingInvitations();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const canSend = useCanSend();
  const [acceptingId, setAcceptingId] = useState<string | null>(null);

  const loading = shared.isPending || pending.isPending;
  const loadError = shared.error ?? pending.error;
  const nothing = !loading && !loadError && given?.length === 0 && pending.data?.length === 0;

  return (
    <div>
      <div className="page-head">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{t('invitations.sharedLists.intro')}</p>
        </div>
      </div>
      {loading ? <Spinner label={t('invitations.sharedLists.loading')} /> : null}
      {loadError && !isAuthError(loadError) ? (
        <LoadFailed
          message={errorMessage(loadError, specT('spec.loadSharedListsFailed'))}
          onRetry={() => {
            if (shared.isError) void shared.refetch();
            if (pending.isError) void pending.refetch();
          }}
          retrying={shared.isFetching || pending.isFetching}
        />
      ) : null}
      {accept.isError ? (
        <Alert tone="error">
          {errorMessage(accept.error, specT('spec.acceptInvitationFailed'))}
        </Alert>
      ) : null}

      {pending.data && pending.data.length > 0 ? (
        <section aria-labelledby="pending-title" className="section">
          <h2 id="pending-title" className="section-title">
            {t('invitations.sharedLists.pendingTitle')}
          </h2>
          <ul className="invite-list">
            {pending.data.map((invitation) => (
              <li key={invitation.id} className="card invite-card">
                <div>
                  <h3 className="invite-list-name">{invitation.listName}</h3>
                  <p className="muted">
                    {t('invitations.sharedLists.invitationMeta', {
                      inviter: invitation.inviterName,
                      count: invitation.itemCount,
                      date: formatDate(invitation.createdAt),
                    })}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={(accept.isPending && acceptingId === invitation.id) || !canSend}
                  aria-label={t('invitations.sharedLists.acceptLabel', {
                    list: invitation.listName,
                  })}
                  onClick={() => {
                    setAcceptingId(invitation.id);
                    // Accepted: the list it opens, as the invitation's own page does (E1).
                    accept.mutate(invitation.invitationToken, {
                      onSuccess: ({ listId }) =>
                        void navigate(`/lists/${encodeURIComponent(listId)}`),
                    });
                  }}
                >
                  {t('invitations.sharedLists.accept')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {byCircle.groups.map(({ circle, lists }) => (
        <section key={circle._id} aria-labelledby={`group-${circle._id}`} className="section">
          <h2 id={`group-${circle._id}`} className="section-title">
            {circle.name} <span className="badge">{circlesT('circles.friends.badge')}</span>
          </h2>
          <ul className="list-grid">
            {lists.map((list) => (
              <ListCard key={list._id} list={list} showOwner />
            ))}
          </ul>
        </section>
      ))}

      {others.length > 0 ? (
        <section aria-labelledby="shared-title" className="section">
          <h2 id="shared-title" className="section-title">
            {t('invitations.sharedLists.sharedTitle')}
          </h2>
          <ul className="list-grid">
            {others.map((list) => (
              <ListCard key={list._id} list={list} showOwner />
            ))}
          </ul>
        </section>
      ) : null}

      {nothing ? (
        <div className="empty-state">
          <p className="empty-title">{t('invitations.sharedLists.emptyTitle')}</p>
          <p className="muted">{t('invitations.sharedLists.emptyText')}</p>
          <Link to="/dashboard" className="button button-primary">
            {t('invitations.sharedLists.emptyAction')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

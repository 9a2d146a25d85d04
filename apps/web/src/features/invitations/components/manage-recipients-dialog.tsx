import type { InvitationDetail } from '@wishlist/core';
import { LIMITS, MESSAGES } from '@wishlist/core';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InviteForm } from './invite-form';

interface ManageRecipientsDialogProps {
  listId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ManageRecipientsDialog({
  listId,
  open,
  onOpenChange,
}: ManageRecipientsDialogProps) {
  const invitations = useInvitations(listId, open);
  const revoke = useRevokeInvitation(listId);
  const [toRevoke, setToRevoke] = useState<InvitationDetail | null>(null);
  const stats = invitations.data?.stats;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) revoke.reset();
          onOpenChange(next);
        }}
        title="Manage Recipients"
        description="See who you shared this list with, revoke access, or invite more people."
        size="lg"
      >
        <div className="stack">
          {stats ? (
            <dl className="stats stats-compact">
              <div className="stat">
                <dt>Total</dt>
                <dd>{stats.total}</dd>
              </div>
              <div className="stat">
                <dt>Pending</dt>
                <dd>{stats.pending}</dd>
              </div>
              <div className="stat">
                <dt>Accepted</dt>
                <dd>{stats.accepted}</dd>
              </div>
            </dl>
          ) : null}
          {invitations.isPending ? <Spinner label="Loading recipients…" /> : null}
          {revoke.isError ? <Alert tone="error">{MESSAGES.revokeFailed}</Alert> : null}
          {invitations.data && invitations.data.invitations.length === 0 ? (
            <p className="muted">Nobody has been invited yet.</p>
          ) : null}
          {invitations.data && invitations.data.invitations.length > 0 ? (
            <ul className="recipients" aria-label="Recipients">
              {invitations.data.invitations.map((invitation) => (
                <li key={invitation.id} className="recipient">
                  <div className="recipient-main">
                    <span className="recipient-email">{invitation.inviteeEmail}</span>
                    <span className="muted recipient-date">
                      Invited {formatDate(invitation.createdAt)}
                    </span>
                  </div>
                  <span
                    className={`badge ${invitation.status === 'accepted' ? 'badge-green' : 'badge-amber'}`}
                  >
                    {invitation.status === 'accepted' ? 'Accepted' : 'Pending'}
                  </span>
                  <button
                    aria-label={`Revoke ${invitation.inviteeEmail}`}
                    type="button"
                    className="button button-ghost-danger button-small"
                    onClick={() => setToRevoke(invitation)}
                  >
                    Revoke
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <h3 className="subheading">Invite more people</h3>
          <InviteForm
            listId={listId}
            clearAfterMs={LIMITS.manageSuccessClearMs}
            submitLabel="Invite"
          />
        </div>
      </Dialog>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(next) => {
          if (!next) setToRevoke(null);
        }}
        title="Revoke invitation?"
        description={`${toRevoke?.inviteeEmail ?? 'This person'} will no longer be able to see this list.`}
        confirmLabel="Revoke"
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke.id);
          setToRevoke(null);
        }}
      />
    </>
  );
}

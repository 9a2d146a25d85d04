import type { InvitationDetail } from '@wishlist/core';
import { LIMITS } from '@wishlist/core';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { specT } from '../../../lib/i18n';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { t } from '../i18n';
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
        title={t('invitations.manage.title')}
        description={t('invitations.manage.text')}
        size="lg"
      >
        <div className="stack">
          {stats ? (
            <dl className="stats stats-compact">
              <div className="stat">
                <dt>{t('invitations.manage.total')}</dt>
                <dd>{stats.total}</dd>
              </div>
              <div className="stat">
                <dt>{t('invitations.manage.pending')}</dt>
                <dd>{stats.pending}</dd>
              </div>
              <div className="stat">
                <dt>{t('invitations.manage.accepted')}</dt>
                <dd>{stats.accepted}</dd>
              </div>
            </dl>
          ) : null}
          {invitations.isPending ? <Spinner label={t('invitations.manage.loading')} /> : null}
          {revoke.isError ? <Alert tone="error">{specT('spec.revokeFailed')}</Alert> : null}
          {invitations.data && invitations.data.invitations.length === 0 ? (
            <p className="muted">{t('invitations.manage.none')}</p>
          ) : null}
          {invitations.data && invitations.data.invitations.length > 0 ? (
            <ul className="recipients" aria-label={t('invitations.manage.recipients')}>
              {invitations.data.invitations.map((invitation) => (
                <li key={invitation.id} className="recipient">
                  <div className="recipient-main">
                    <span className="recipient-email">{invitation.inviteeEmail}</span>
                    <span className="muted recipient-date">
                      {t('invitations.manage.invited', { date: formatDate(invitation.createdAt) })}
                    </span>
                  </div>
                  <span
                    className={`badge ${invitation.status === 'accepted' ? 'badge-green' : 'badge-amber'}`}
                  >
                    {invitation.status === 'accepted'
                      ? t('invitations.manage.accepted')
                      : t('invitations.manage.pending')}
                  </span>
                  <button
                    aria-label={t('invitations.manage.revokeLabel', {
                      email: invitation.inviteeEmail,
                    })}
                    type="button"
                    className="button button-ghost-danger button-small"
                    onClick={() => setToRevoke(invitation)}
                  >
                    {t('invitations.manage.revoke')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <h3 className="subheading">{t('invitations.manage.inviteMore')}</h3>
          <InviteForm
            listId={listId}
            clearAfterMs={LIMITS.manageSuccessClearMs}
            submitLabel={t('invitations.invite.invite')}
          />
        </div>
      </Dialog>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(next) => {
          if (!next) setToRevoke(null);
        }}
        title={t('invitations.manage.revokeTitle')}
        description={t('invitations.manage.revokeText', {
          email: toRevoke?.inviteeEmail ?? t('invitations.manage.someone'),
        })}
        confirmLabel={t('invitations.manage.revoke')}
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke.id);
          setToRevoke(null);
        }}
      />
    </>
  );
}

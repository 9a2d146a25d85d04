import { LIMITS } from '@wishlist/core';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../i18n';
import { InviteForm } from './invite-form';

interface ShareDialogProps {
  listId: string;
  listName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** More ways to share beside the e-mail invitations (the owner's circles, C6). */
  children?: ReactNode;
}

export function ShareDialog({ listId, listName, open, onOpenChange, children }: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invitations.share.title')}
      description={t('invitations.share.text', { list: listName })}
    >
      <InviteForm listId={listId} clearAfterMs={LIMITS.shareSuccessClearMs} />
      {children}
    </Dialog>
  );
}

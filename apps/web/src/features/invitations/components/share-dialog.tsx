import { LIMITS } from '@wishlist/core';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../i18n';
import { InviteForm } from './invite-form';

interface ShareDialogProps {
  listId: string;
  listName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ShareDialog({ listId, listName, open, onOpenChange }: ShareDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invitations.share.title')}
      description={t('invitations.share.text', { list: listName })}
    >
      <InviteForm listId={listId} clearAfterMs={LIMITS.shareSuccessClearMs} />
    </Dialog>
  );
}

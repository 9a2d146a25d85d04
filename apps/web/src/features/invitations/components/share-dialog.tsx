import { LIMITS } from '@wishlist/core';
import { Dialog } from '../../../components/ui/dialog';
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
      title="Share this list"
      description={`Invite family and friends by email to see “${listName}” and mark gifts as bought.`}
    >
      <InviteForm listId={listId} clearAfterMs={LIMITS.shareSuccessClearMs} />
    </Dialog>
  );
}

import type { WishList } from '@wishlist/core';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteList } from '../api/delete-list';
import type { ListDialog } from './list-dialog';

interface DeleteListDialogProps {
  list: WishList;
  /** Open for `delete-list`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/** Asks before a whole list goes; then back to the dashboard, with a toast either way. */
export function DeleteListDialog({ list, dialog, onClose }: DeleteListDialogProps) {
  const remove = useDeleteList(list._id);
  const navigate = useNavigate();
  const shared = list.invitationCount;
  return (
    <ConfirmDialog
      open={dialog.kind === 'delete-list'}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Delete this list?"
      description={`“${list.name}” and its ${list.items.length} ${list.items.length === 1 ? 'item' : 'items'} will be deleted for good${shared > 0 ? `, and the ${shared} ${shared === 1 ? 'person' : 'people'} it is shared with will no longer see it` : ''}.`}
      confirmLabel="Delete list"
      onConfirm={() => {
        onClose();
        remove.mutate(undefined, {
          onSuccess: () => {
            toast.show(`“${list.name}” was deleted.`);
            void navigate('/dashboard', { replace: true });
          },
          onError: (error) => toast.show(errorMessage(error, 'Failed to delete the list'), 'error'),
        });
      }}
    />
  );
}

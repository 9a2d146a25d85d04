import type { WishList } from '@wishlist/core';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteList } from '../api/delete-list';

interface DeleteListDialogProps {
  list: WishList;
  open: boolean;
  onClose: () => void;
  /** Asked on the list's own page: go to the dashboard once it is gone. */
  leavePage?: boolean;
}

/**
 * Asks before a whole list goes (from its page, or the dashboard: L3); a toast says how it
 * went, and a list's own page gives way to the dashboard.
 */
export function DeleteListDialog({
  list,
  open,
  onClose,
  leavePage = false,
}: DeleteListDialogProps) {
  const remove = useDeleteList(list._id);
  const navigate = useNavigate();
  const shared = list.invitationCount;
  return (
    <ConfirmDialog
      open={open}
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
            if (leavePage) void navigate('/dashboard', { replace: true });
          },
          onError: (error) => toast.show(errorMessage(error, 'Failed to delete the list'), 'error'),
        });
      }}
    />
  );
}

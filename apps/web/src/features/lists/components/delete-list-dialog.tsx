import type { WishList } from '@wishlist/core';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteList } from '../api/delete-list';
import { t } from '../i18n';

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
      title={t('lists.deleteList.title')}
      description={t(
        shared > 0 ? 'lists.deleteList.descriptionShared' : 'lists.deleteList.description',
        {
          name: list.name,
          count: list.items.length,
          shared,
        },
      )}
      confirmLabel={t('lists.deleteList.confirm')}
      onConfirm={() => {
        onClose();
        remove.mutate(undefined, {
          onSuccess: () => {
            toast.show(t('lists.deleteList.done', { name: list.name }));
            if (leavePage) void navigate('/dashboard', { replace: true });
          },
          onError: (error) =>
            toast.show(errorMessage(error, t('lists.deleteList.failed')), 'error'),
        });
      }}
    />
  );
}

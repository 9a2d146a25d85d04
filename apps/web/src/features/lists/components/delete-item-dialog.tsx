import type { WishList } from '@wishlist/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteItem } from '../api/item-actions';
import { t } from '../i18n';
import type { ListDialog } from './list-dialog';

interface DeleteItemDialogProps {
  list: WishList;
  /** Open for `delete`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/**
 * Asks before an item is deleted. The dialog closes at once; a failure shows in the item's card
 * (see `useItemActionError`).
 */
export function DeleteItemDialog({ list, dialog, onClose }: DeleteItemDialogProps) {
  const remove = useDeleteItem(list._id);
  const item = dialog.kind === 'delete' ? dialog.item : null;
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('lists.deleteItem.title')}
      description={t('lists.deleteItem.description', { name: item?.name ?? '' })}
      confirmLabel={t('lists.action.delete')}
      onConfirm={() => {
        if (item) remove.mutate({ itemId: item._id });
        onClose();
      }}
    />
  );
}

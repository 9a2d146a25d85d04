import type { WishList } from '@wishlist/core';
import { MESSAGES } from '@wishlist/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { withReason } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useUpdateList } from '../api/update-list';
import type { ListDialog } from './list-dialog';

interface RevealDialogProps {
  list: WishList;
  /** Open for `reveal`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/**
 * Asks before surprise mode stops hiding the claims (G1): once seen, who gave what cannot be
 * unseen. The dialog closes at once; a toast says how the save went.
 */
export function RevealDialog({ list, dialog, onClose }: RevealDialogProps) {
  const update = useUpdateList(list._id);
  const change = dialog.kind === 'reveal' ? dialog.change : null;
  const turningOff = change !== null && 'surprise' in change;
  const dateText = change && 'eventDate' in change ? formatDay(change.eventDate) : '';
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Show every claim now?"
      description={
        turningOff
          ? `Turning surprise mode off shows you at once who claimed what on “${list.name}”.`
          : `The event on ${dateText} has passed, so you will see at once who claimed what on “${list.name}”.`
      }
      confirmLabel={turningOff ? 'Turn surprise off' : 'Save date'}
      onConfirm={() => {
        onClose();
        if (!change) return;
        update.mutate(change, {
          onSuccess: () => toast.show('Surprise mode no longer hides claims: you see them all.'),
          onError: (error) => toast.show(withReason(error, MESSAGES.updateListFailed), 'error'),
        });
      }}
    />
  );
}

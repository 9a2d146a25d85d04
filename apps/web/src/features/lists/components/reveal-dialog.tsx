import type { WishList } from '@wishlist/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { withReason } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateList } from '../api/update-list';
import { t } from '../i18n';
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
      title={t('lists.reveal.title')}
      description={
        turningOff
          ? t('lists.reveal.turningOff', { name: list.name })
          : t('lists.reveal.datePassed', { date: dateText, name: list.name })
      }
      confirmLabel={turningOff ? t('lists.reveal.turnOff') : t('lists.surprise.saveDate')}
      onConfirm={() => {
        onClose();
        if (!change) return;
        update.mutate(change, {
          onSuccess: () => toast.show(t('lists.reveal.done')),
          onError: (error) =>
            toast.show(withReason(error, specT('spec.updateListFailed')), 'error'),
        });
      }}
    />
  );
}

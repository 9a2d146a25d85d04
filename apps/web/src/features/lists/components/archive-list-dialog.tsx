import type { WishList } from '@wishlist/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSetArchived } from '../api/archive-list';
import { t } from '../i18n';
import type { ListDialog } from './list-dialog';

interface ArchiveListDialogProps {
  list: WishList;
  /** Open for `archive`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/** What archiving does, said before it is done: the claims cannot be brought back (L3, G4). */
export function archiveWarning(list: WishList): string {
  const shared = list.invitationCount;
  return [
    t('lists.archive.readOnly', { name: list.name }),
    t('lists.archive.claimsCleared'),
    shared > 0 ? t('lists.archive.sharedGone', { count: shared }) : '',
    t('lists.archive.restoreHint'),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Asks before a list is archived; the page then shows the archived banner, and a toast. */
export function ArchiveListDialog({ list, dialog, onClose }: ArchiveListDialogProps) {
  const archive = useSetArchived();
  return (
    <ConfirmDialog
      open={dialog.kind === 'archive'}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('lists.archive.title')}
      description={archiveWarning(list)}
      confirmLabel={t('lists.archive.confirm')}
      onConfirm={() => {
        onClose();
        archive.mutate(
          { listId: list._id, archived: true },
          {
            onSuccess: () => toast.show(t('lists.archive.done', { name: list.name })),
            onError: (error) =>
              toast.show(errorMessage(error, specT('spec.updateListFailed')), 'error'),
          },
        );
      }}
    />
  );
}

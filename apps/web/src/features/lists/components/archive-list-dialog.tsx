import type { WishList } from '@wishlist/core';
import { MESSAGES } from '@wishlist/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetArchived } from '../api/archive-list';
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
  const people = shared === 1 ? 'The person' : `The ${shared} people`;
  return [
    `“${list.name}” becomes read-only: nobody can add, change or claim anything on it.`,
    'Every claim on it is cleared, and restoring the list does not bring them back.',
    shared > 0 ? `${people} it is shared with will no longer see it.` : '',
    'You can restore it from this page or from your dashboard.',
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
      title="Archive this list?"
      description={archiveWarning(list)}
      confirmLabel="Archive list"
      onConfirm={() => {
        onClose();
        archive.mutate(
          { listId: list._id, archived: true },
          {
            onSuccess: () => toast.show(`“${list.name}” was archived.`),
            onError: (error) => toast.show(errorMessage(error, MESSAGES.updateListFailed), 'error'),
          },
        );
      }}
    />
  );
}

import type { WishList } from '@wishlist/core';
import { DeleteListDialog, ImportListDialog } from '../../features/lists';

/** Which of the dashboard's dialogs is open, if any. */
export type DashboardDialog =
  | { kind: 'none' }
  | { kind: 'import' }
  /** L3: the dashboard deletes a list, after confirmation. */
  | { kind: 'delete'; list: WishList };

export interface DashboardDialogsProps {
  dialog: DashboardDialog;
  /** The last list asked about, kept while its dialog closes. */
  deleting: WishList | null;
  onClose: () => void;
}

/**
 * The dashboard's dialogs, their own chunk (with Radix's dialogs) loaded once the lists have
 * painted, as the list page's owner dialogs are.
 */
export default function DashboardDialogs({ dialog, deleting, onClose }: DashboardDialogsProps) {
  return (
    <>
      <ImportListDialog open={dialog.kind === 'import'} onClose={onClose} />
      {deleting ? (
        <DeleteListDialog list={deleting} open={dialog.kind === 'delete'} onClose={onClose} />
      ) : null}
    </>
  );
}

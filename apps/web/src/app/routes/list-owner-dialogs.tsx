import type { WishList } from '@wishlist/core';
import { useCallback } from 'react';
import { CirclePicker, ListCoOwners } from '../../features/circles';
import { ManageRecipientsDialog, ShareDialog } from '../../features/invitations';
import {
  ArchiveListDialog,
  CopyItemDialog,
  DeleteItemDialog,
  DeleteListDialog,
  ItemEditorDialog,
  type ItemFormValues,
  type ListDialog,
  ListSettingsDialog,
  noDialog,
  type OpenListDialog,
  ReceivedDialog,
} from '../../features/lists';
import { QuickAddDialogs, SeveralLinksDialog } from '../../features/quick-add';

export interface ListOwnerDialogsProps {
  list: WishList;
  dialog: ListDialog;
  onOpen: OpenListDialog;
}

/**
 * Every dialog an owner can open from their list. Its own chunk (with Radix's dialogs), loaded
 * after the list has painted: a visitor never needs it, and an owner only once they act. Each
 * dialog owns its form, its call and its error; this only says which one is open.
 */
export default function ListOwnerDialogs({ list, dialog, onOpen }: ListOwnerDialogsProps) {
  const close = useCallback(() => onOpen(noDialog), [onOpen]);
  // Quick Add ends in the add form, filled in from the shop's page (or with a note saying why not).
  const filled = useCallback(
    (initial: ItemFormValues, currency: string, note: string | null) =>
      onOpen({ kind: 'add', initial, currency, note }),
    [onOpen],
  );
  const openChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
      <ItemEditorDialog list={list} dialog={dialog} onClose={close} />
      <QuickAddDialogs open={dialog.kind === 'quick-add'} onClose={close} onFilled={filled} />
      <DeleteItemDialog list={list} dialog={dialog} onClose={close} />
      <DeleteListDialog
        list={list}
        open={dialog.kind === 'delete-list'}
        onClose={close}
        leavePage
      />
      <ArchiveListDialog list={list} dialog={dialog} onClose={close} />
      <CopyItemDialog list={list} dialog={dialog} onClose={close} />
      <ReceivedDialog list={list} dialog={dialog} onClose={close} />
      <SeveralLinksDialog list={list} open={dialog.kind === 'several-links'} onClose={close} />
      <ListSettingsDialog list={list} dialog={dialog} onClose={close} />
      <ShareDialog
        listId={list._id}
        listName={list.name}
        open={dialog.kind === 'share'}
        onOpenChange={openChange}
      >
        <CirclePicker list={list} />
        <ListCoOwners list={list} />
      </ShareDialog>
      <ManageRecipientsDialog
        listId={list._id}
        open={dialog.kind === 'manage'}
        onOpenChange={openChange}
      />
    </>
  );
}

import type { Item } from '@wishlist/core';
import type { Dispatch } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ManageRecipientsDialog } from '../../features/invitations/components/manage-recipients-dialog';
import { ShareDialog } from '../../features/invitations/components/share-dialog';
import type { ItemPayload } from '../../features/lists/api/update-list';
import type { ItemFormValues } from '../../features/lists/components/item-form';
import { emptyItemForm } from '../../features/lists/components/item-form';
import { ItemFormDialog } from '../../features/lists/components/item-form-dialog';
import { QuickAddDialogs } from '../../features/quick-add/components/quick-add-dialogs';
import type {
  QuickAddEvent,
  QuickAddState,
} from '../../features/quick-add/components/quick-add-machine';

export type ItemFormState =
  | { open: false }
  | { open: true; mode: 'add'; initial: ItemFormValues }
  | { open: true; mode: 'edit'; initial: ItemFormValues; item: Item };

export interface ListOwnerDialogsProps {
  listId: string;
  listName: string;
  form: ItemFormState;
  formError: string | null;
  saving: boolean;
  onCancelForm: () => void;
  onSaveItem: (item: ItemPayload) => void;
  quickAdd: QuickAddState;
  dispatchQuickAdd: Dispatch<QuickAddEvent>;
  toDelete: Item | null;
  onCancelDelete: () => void;
  onConfirmDelete: (item: Item) => void;
  shareOpen: boolean;
  onShareOpenChange: (open: boolean) => void;
  manageOpen: boolean;
  onManageOpenChange: (open: boolean) => void;
}

/**
 * Every dialog an owner can open from their list. Its own chunk (with Radix's dialogs), loaded
 * after the list has painted: a visitor never needs it, and an owner only once they act.
 */
export default function ListOwnerDialogs(props: ListOwnerDialogsProps) {
  const { form, toDelete } = props;
  return (
    <>
      <ItemFormDialog
        open={form.open}
        mode={form.open ? form.mode : 'add'}
        initial={form.open ? form.initial : emptyItemForm}
        saving={props.saving}
        error={props.formError}
        onCancel={props.onCancelForm}
        onSave={props.onSaveItem}
      />
      <QuickAddDialogs state={props.quickAdd} dispatch={props.dispatchQuickAdd} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => {
          if (!next) props.onCancelDelete();
        }}
        title="Delete this item?"
        description={`“${toDelete?.name ?? ''}” will be removed from the list.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (toDelete) props.onConfirmDelete(toDelete);
          props.onCancelDelete();
        }}
      />
      <ShareDialog
        listId={props.listId}
        listName={props.listName}
        open={props.shareOpen}
        onOpenChange={props.onShareOpenChange}
      />
      <ManageRecipientsDialog
        listId={props.listId}
        open={props.manageOpen}
        onOpenChange={props.onManageOpenChange}
      />
    </>
  );
}

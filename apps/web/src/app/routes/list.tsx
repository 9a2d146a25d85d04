import type { Item } from '@wishlist/core';
import { MESSAGES } from '@wishlist/core';
import type { ComponentType } from 'react';
import { lazy, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AfterPaint } from '../../components/ui/after-paint';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useList } from '../../features/lists/api/get-list';
import { useSetBought } from '../../features/lists/api/mark-bought';
import type { ItemPayload } from '../../features/lists/api/update-list';
import { toItemPayload, useUpdateList } from '../../features/lists/api/update-list';
import { ItemCard } from '../../features/lists/components/item-card';
import { emptyItemForm, itemToForm } from '../../features/lists/components/item-form';
import { ListHeader } from '../../features/lists/components/list-header';
import { useQuickAdd } from '../../features/quick-add/components/use-quick-add';
import { isAuthError, withReason } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session';
import type { ItemFormState, ListOwnerDialogsProps } from './list-owner-dialogs';
import { usePageTitle } from './use-page-title';

/** Shown when the owner asks for a dialog whose code could not be loaded. */
const DIALOGS_UNAVAILABLE = 'This could not be opened. Please reload the page and try again.';

/**
 * The owner's dialogs are their own chunk, loaded once the list has painted (see AfterPaint).
 * A dialog asked for while it loads shows "Opening…" until it can open; if the chunk cannot be
 * loaded, asking for a dialog says so instead of doing nothing.
 */
const ListOwnerDialogs = lazy<ComponentType<OwnerDialogsSlotProps>>(() =>
  import('./list-owner-dialogs').catch(() => ({ default: DialogsUnavailable })),
);

type OwnerDialogsSlotProps = ListOwnerDialogsProps & { onUnavailable: () => void };

type DialogState = Pick<
  ListOwnerDialogsProps,
  'form' | 'quickAdd' | 'toDelete' | 'shareOpen' | 'manageOpen'
>;

/** Whether the owner has asked for one of the dialogs. */
function dialogAsked(state: DialogState): boolean {
  return (
    state.form.open ||
    state.quickAdd.step !== 'closed' ||
    state.toDelete !== null ||
    state.shareOpen ||
    state.manageOpen
  );
}

function DialogsUnavailable(props: OwnerDialogsSlotProps) {
  const asked = dialogAsked(props);
  const { onUnavailable } = props;
  useEffect(() => {
    if (asked) onUnavailable();
  }, [asked, onUnavailable]);
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const list = useList(id);
  const update = useUpdateList(id);
  const mark = useSetBought(id, 'mark-bought');
  const unmark = useSetBought(id, 'unmark-bought');
  const [quickAdd, dispatchQuickAdd] = useQuickAdd();
  const [form, setForm] = useState<ItemFormState>({ open: false });
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [dialogsFailed, setDialogsFailed] = useState(false);
  const [itemError, setItemError] = useState<{ itemId: string; message: string } | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [manageOpen, setManageOpen] = useState(false);
  usePageTitle(list.data?.name ?? 'Wish list');

  // Quick Add ends in the prefilled add form.
  useEffect(() => {
    if (quickAdd.step !== 'form') return;
    setForm({ open: true, mode: 'add', initial: quickAdd.values });
    setFormError(null);
    dispatchQuickAdd({ type: 'close' });
  }, [quickAdd, dispatchQuickAdd]);

  if (list.isPending) return <Spinner label="Loading wish list…" />;
  if (list.isError || !user) {
    if (isAuthError(list.error)) return null;
    return (
      <div className="empty-state">
        <h1 className="empty-title">{MESSAGES.listNotFound}</h1>
        <p className="muted">{MESSAGES.loadListFailed}</p>
        <Link to="/dashboard" className="button button-primary">
          Back to my lists
        </Link>
      </div>
    );
  }

  const data = list.data;
  const isOwner = data.userId._id === user.id;
  const others = (except: string | null) =>
    data.items.filter((item) => item._id !== except).map(toItemPayload);

  const openAdd = () => {
    setFormError(null);
    setForm({ open: true, mode: 'add', initial: emptyItemForm });
  };
  const saveItem = (item: ItemPayload) => {
    if (!form.open) return;
    setFormError(null);
    const editing = form.mode === 'edit' ? form.item : null;
    const items = editing
      ? data.items.map((existing) =>
          existing._id === editing._id ? { ...item, _id: editing._id } : toItemPayload(existing),
        )
      : [...others(null), item];
    update.mutate(
      { items },
      {
        onSuccess: () => setForm({ open: false }),
        onError: (error) =>
          setFormError(
            withReason(error, editing ? MESSAGES.updateItemFailed : MESSAGES.addItemFailed),
          ),
      },
    );
  };
  // A failed action on an item says so in its card, where the person who clicked is looking,
  // even far down a long list.
  const failedOn = (item: Item, message: string) => () =>
    setItemError({ itemId: item._id, message });
  const deleteItem = (item: Item) => {
    setItemError(null);
    update.mutate(
      { items: others(item._id) },
      { onError: failedOn(item, MESSAGES.deleteItemFailed) },
    );
  };
  const markItem = (item: Item) => {
    setItemError(null);
    mark.mutate(item._id, { onError: failedOn(item, MESSAGES.markBoughtFailed) });
  };
  const unmarkItem = (item: Item) => {
    setItemError(null);
    unmark.mutate(item._id, { onError: failedOn(item, MESSAGES.unmarkBoughtFailed) });
  };
  const closeForm = () => setForm({ open: false });
  const cancelDelete = () => setToDelete(null);
  const dialogsUnavailable = () => {
    closeForm();
    cancelDelete();
    dispatchQuickAdd({ type: 'close' });
    setShareOpen(false);
    setManageOpen(false);
    setDialogsFailed(true);
  };
  const pendingItem =
    (mark.isPending ? mark.variables : null) ?? (unmark.isPending ? unmark.variables : null);

  return (
    <div className="list-page">
      <ListHeader
        list={data}
        isOwner={isOwner}
        onManage={() => setManageOpen(true)}
        onShare={() => setShareOpen(true)}
        onQuickAdd={() => dispatchQuickAdd({ type: 'open' })}
        onAdd={openAdd}
      />
      {dialogsFailed ? <Alert tone="error">{DIALOGS_UNAVAILABLE}</Alert> : null}
      {data.items.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">This list is empty</p>
          <p className="muted">
            {isOwner
              ? 'Add your first wish with the Add item button, or paste a shop link with Quick Add.'
              : 'Nothing has been added yet. Check back soon!'}
          </p>
        </div>
      ) : (
        <section aria-label="Items">
          <ul className="item-grid">
            {data.items.map((item) => (
              <ItemCard
                key={item._id}
                item={item}
                isOwner={isOwner}
                currentUserId={user.id}
                busy={pendingItem === item._id}
                error={itemError?.itemId === item._id ? itemError.message : null}
                onMark={markItem}
                onUnmark={unmarkItem}
                onEdit={(target) => {
                  setFormError(null);
                  setForm({ open: true, mode: 'edit', initial: itemToForm(target), item: target });
                }}
                onDelete={setToDelete}
              />
            ))}
          </ul>
        </section>
      )}

      {isOwner ? (
        <>
          <button type="button" className="fab" aria-label="Add a new item" onClick={openAdd}>
            <span aria-hidden="true">+</span>
          </button>
          <AfterPaint
            fallback={
              dialogAsked({ form, quickAdd, toDelete, shareOpen, manageOpen }) ? (
                <div className="dialog-loading">
                  <Spinner label="Opening…" />
                </div>
              ) : null
            }
          >
            <ListOwnerDialogs
              listId={data._id}
              listName={data.name}
              form={form}
              formError={formError}
              saving={update.isPending}
              onCancelForm={closeForm}
              onSaveItem={saveItem}
              quickAdd={quickAdd}
              dispatchQuickAdd={dispatchQuickAdd}
              toDelete={toDelete}
              onCancelDelete={cancelDelete}
              onConfirmDelete={deleteItem}
              shareOpen={shareOpen}
              onShareOpenChange={setShareOpen}
              manageOpen={manageOpen}
              onManageOpenChange={setManageOpen}
              onUnavailable={dialogsUnavailable}
            />
          </AfterPaint>
        </>
      ) : null}
    </div>
  );
}

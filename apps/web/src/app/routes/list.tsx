import { MESSAGES } from '@wishlist/core';
import type { ComponentType } from 'react';
import { lazy, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AfterPaint } from '../../components/ui/after-paint';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import {
  emptyItemForm,
  ItemsToolbar,
  type ListDialog,
  ListHeader,
  ListItems,
  noDialog,
  useList,
} from '../../features/lists';
import { useLiveUpdates } from '../../features/live';
import { isAuthError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session';
import type { ListOwnerDialogsProps } from './list-owner-dialogs';
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

function DialogsUnavailable({ dialog, onOpen, onUnavailable }: OwnerDialogsSlotProps) {
  const asked = dialog.kind !== 'none';
  useEffect(() => {
    if (!asked) return;
    onOpen(noDialog);
    onUnavailable();
  }, [asked, onOpen, onUnavailable]);
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const list = useList(id);
  // Refreshed while open once it has loaded (a list that failed shows its error and follows nothing).
  useLiveUpdates({ listId: id }, list.isSuccess);
  const [dialog, setDialog] = useState<ListDialog>(noDialog);
  const [dialogsFailed, setDialogsFailed] = useState(false);
  const [arranging, setArranging] = useState(false);
  const dialogsUnavailable = useCallback(() => setDialogsFailed(true), []);
  usePageTitle(list.data?.name ?? 'Wish list');

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
  // An archived list (even one archived in another tab) cannot be rearranged.
  const rearranging = arranging && !data.archived && data.items.length > 1;
  return (
    <div className="list-page">
      <ListHeader list={data} isOwner={isOwner} onOpen={setDialog}>
        <ItemsToolbar
          list={data}
          isOwner={isOwner}
          arranging={rearranging}
          onArrange={setArranging}
        />
      </ListHeader>
      {dialogsFailed ? <Alert tone="error">{DIALOGS_UNAVAILABLE}</Alert> : null}
      <ListItems list={data} currentUserId={user.id} onOpen={setDialog} arranging={rearranging} />
      {isOwner ? (
        <>
          <div className="list-footer">
            <button
              type="button"
              className="button button-ghost-danger"
              onClick={() => setDialog({ kind: 'delete-list' })}
            >
              Delete this list…
            </button>
          </div>
          {data.archived ? null : (
            <div className="fab-bar">
              <button
                type="button"
                className="fab"
                aria-label="Add a new item"
                onClick={() => setDialog({ kind: 'add', initial: emptyItemForm })}
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          )}
          <AfterPaint
            fallback={
              dialog.kind !== 'none' ? (
                <div className="dialog-loading">
                  <Spinner label="Opening…" />
                </div>
              ) : null
            }
          >
            <ListOwnerDialogs
              list={data}
              dialog={dialog}
              onOpen={setDialog}
              onUnavailable={dialogsUnavailable}
            />
          </AfterPaint>
        </>
      ) : null}
    </div>
  );
}

import type { ComponentType } from 'react';
import { lazy, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AfterPaint } from '../../components/ui/after-paint';
import { Alert } from '../../components/ui/alert';
import { RetryButton } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import {
  AddBar,
  ItemsToolbar,
  type ListDialog,
  ListHeader,
  ListItems,
  listRights,
  noDialog,
  standingNote,
  startArranging,
  t,
  useList,
  useWritesBlocked,
} from '../../features/lists';
import { useLiveUpdates } from '../../features/live';
import { useSharedLink } from '../../features/quick-add';
import { isAuthError } from '../../lib/api-client';
import { specT, withCatalogs } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import type { ListOwnerDialogsProps } from './list-owner-dialogs';
import { usePageTitle } from './use-page-title';

/**
 * The owner's dialogs are their own chunk, loaded once the list has painted (see AfterPaint).
 * A dialog asked for while it loads shows "Opening…" until it can open; if the chunk cannot be
 * loaded, asking for a dialog says so instead of doing nothing.
 */
const ListOwnerDialogs = lazy<ComponentType<OwnerDialogsSlotProps>>(() =>
  withCatalogs(import('./list-owner-dialogs')).catch(() => ({ default: DialogsUnavailable })),
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
  // A link shared from another app (/share) or the bookmarklet opens Quick Add at once.
  const [sharedLink] = useSharedLink();
  const [dialog, setDialog] = useState<ListDialog>(sharedLink ? { kind: 'quick-add' } : noDialog);
  const [dialogsFailed, setDialogsFailed] = useState(false);
  const [arranging, setArranging] = useState(false);
  const dialogsUnavailable = useCallback(() => setDialogsFailed(true), []);
  const writes = useWritesBlocked();
  usePageTitle(list.data?.name ?? t('lists.page.title'));

  if (list.isPending) return <Spinner label={t('lists.page.loading')} />;
  if (list.isError || !user) {
    if (isAuthError(list.error)) return null;
    return (
      <div className="empty-state">
        <h1 className="empty-title">{specT('spec.listNotFound')}</h1>
        <p className="muted">{specT('spec.loadListFailed')}</p>
        <div className="empty-actions">
          <RetryButton onRetry={() => void list.refetch()} retrying={list.isFetching} />
          <Link to="/dashboard" className="button button-primary">
            {t('lists.page.back')}
          </Link>
        </div>
      </div>
    );
  }

  const data = list.data;
  // Its owner, a co-owner (C5) or a manager of the child who owns it (C4): owner rights, but
  // only the owner and managers delete it.
  const rights = listRights(data, user.id);
  const isOwner = rights.edits;
  // An archived list (even one archived in another tab) cannot be rearranged.
  const rearranging = arranging && !data.archived && data.items.length > 1;
  return (
    <div className="list-page">
      <ListHeader
        list={data}
        isOwner={isOwner}
        standing={standingNote(data, user.id)}
        onOpen={setDialog}
        onReorder={data.items.length > 1 ? () => startArranging(setArranging) : undefined}
      >
        <ItemsToolbar
          list={data}
          isOwner={isOwner}
          arranging={rearranging}
          onArrange={setArranging}
        />
      </ListHeader>
      {/* The owner asked for a dialog whose code could not be loaded. */}
      {dialogsFailed ? <Alert tone="error">{t('lists.unavailable')}</Alert> : null}
      <ListItems list={data} currentUserId={user.id} onOpen={setDialog} arranging={rearranging} />
      {isOwner ? (
        <>
          {rights.deletes ? (
            <div className="list-footer">
              <button
                type="button"
                className="button button-ghost-danger"
                disabled={writes.blocked}
                {...writes.explain}
                onClick={() => setDialog({ kind: 'delete-list' })}
              >
                {t('lists.page.deleteList')}
              </button>
            </div>
          ) : null}
          {data.archived ? null : <AddBar onOpen={setDialog} />}
          <AfterPaint
            fallback={
              dialog.kind !== 'none' ? (
                <div className="dialog-loading">
                  <Spinner label={t('lists.opening')} />
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

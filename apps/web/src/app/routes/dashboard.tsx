import '../../features/lists/lists.css';
import type { WishList } from '@wishlist/core';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { AfterPaint } from '../../components/ui/after-paint';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { CircleListsOverview } from '../../features/circles';
import { SharedWithYouCard } from '../../features/invitations';
import {
  CreateListForm,
  giftT,
  ListCard,
  listRights,
  StatsPanel,
  t,
  useLists,
  useSetArchived,
} from '../../features/lists';
import { useLiveUpdates } from '../../features/live';
import { errorMessage, isAuthError } from '../../lib/api-client';
import { specT, withCatalogs } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { DashboardDialog, DashboardDialogsProps } from './dashboard-dialogs';
import { usePageTitle } from './use-page-title';

/** Asked for while the dialogs' code could not be loaded: said, rather than nothing happening. */
function DialogsUnavailable({ dialog }: DashboardDialogsProps) {
  if (dialog.kind === 'none') return null;
  return (
    <div className="dialog-loading" role="alert">
      <p className="spinner-row">{t('lists.unavailable')}</p>
    </div>
  );
}

const DashboardDialogs = lazy(() =>
  withCatalogs(import('./dashboard-dialogs')).catch(() => ({ default: DialogsUnavailable })),
);

export function Component() {
  usePageTitle(t('lists.dashboard.title'));
  const user = useCurrentUser();
  const lists = useLists();
  useLiveUpdates('account');
  const [dialog, setDialog] = useState<DashboardDialog>({ kind: 'none' });
  const [deleting, setDeleting] = useState<WishList | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const restore = useSetArchived();
  const active = lists.data?.filter((list) => !list.archived) ?? [];
  const archived = lists.data?.filter((list) => list.archived) ?? [];

  const askDelete = (list: WishList) => {
    setDeleting(list);
    setDialog({ kind: 'delete', list });
  };
  const actions = (list: WishList) => {
    // A co-owner may not delete the list (C5): the server would refuse it, and sign out.
    const deletes = user ? listRights(list, user.id).deletes : false;
    if (!list.archived && !deletes) return undefined;
    return (
      <>
        {list.archived ? (
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={t('lists.dashboard.restoreLabel', { name: list.name })}
            disabled={restore.isPending && restore.variables?.listId === list._id}
            onClick={() =>
              restore.mutate(
                { listId: list._id, archived: false },
                {
                  onSuccess: () => {
                    toast.show(t('lists.restored', { name: list.name }));
                    // Its card, with the Restore button that had focus, has left the section.
                    document.getElementById('main')?.focus();
                  },
                  onError: (error) =>
                    toast.show(errorMessage(error, specT('spec.updateListFailed')), 'error'),
                },
              )
            }
          >
            {t('lists.action.restore')}
          </button>
        ) : null}
        {deletes ? (
          <button
            type="button"
            className="button button-ghost-danger button-small"
            aria-label={t('lists.dashboard.deleteLabel', { name: list.name })}
            onClick={() => askDelete(list)}
          >
            {t('lists.action.deleteMore')}
          </button>
        ) : null}
      </>
    );
  };

  return (
    <div className="dashboard">
      <div className="page-head">
        <div>
          <h1 className="page-title">{t('lists.dashboard.welcome', { name: user?.name ?? '' })}</h1>
          <p className="muted">{t('lists.dashboard.intro')}</p>
        </div>
        {/* A1: beside the page's title rather than in the phone's full top bar (decision 035). */}
        <Link to="/received" className="button button-secondary button-small">
          {giftT('lists.received.pageLink')}
        </Link>
      </div>
      <div className="dashboard-grid">
        <div className="dashboard-main">
          <section aria-labelledby="my-lists-title">
            <div className="section-head">
              <h2 id="my-lists-title" className="section-title">
                {t('lists.dashboard.myLists')}
              </h2>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setDialog({ kind: 'import' })}
              >
                {t('lists.dashboard.import')}
              </button>
            </div>
            {lists.isPending ? <Spinner label={t('lists.loadingYourLists')} /> : null}
            {lists.isError && !isAuthError(lists.error) ? (
              <LoadFailed
                message={specT('spec.loadListsFailed')}
                onRetry={() => void lists.refetch()}
                retrying={lists.isFetching}
              />
            ) : null}
            {lists.data && active.length === 0 ? (
              <div className="empty-state">
                <p className="empty-title">
                  {archived.length > 0
                    ? t('lists.dashboard.noneInUse')
                    : t('lists.dashboard.noneYet')}
                </p>
                <p className="muted">
                  {archived.length > 0
                    ? t('lists.dashboard.noneInUseText')
                    : t('lists.dashboard.noneYetText')}
                </p>
              </div>
            ) : null}
            {active.length > 0 ? (
              <ul className="list-grid">
                {active.map((list) => (
                  <ListCard
                    key={list._id}
                    list={list}
                    actions={actions(list)}
                    viewerId={user?.id}
                  />
                ))}
              </ul>
            ) : null}
          </section>
          {archived.length > 0 ? (
            <section className="archived-section" aria-labelledby="archived-lists-title">
              <div className="archived-head">
                <h2 id="archived-lists-title" className="section-title">
                  {t('lists.dashboard.archived', { count: archived.length })}
                </h2>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  aria-expanded={showArchived}
                  aria-controls={showArchived ? 'archived-lists' : undefined}
                  onClick={() => setShowArchived((shown) => !shown)}
                >
                  {showArchived
                    ? t('lists.dashboard.hideArchived')
                    : t('lists.dashboard.showArchived')}
                </button>
              </div>
              {showArchived ? (
                <ul id="archived-lists" className="list-grid">
                  {archived.map((list) => (
                    <ListCard
                      key={list._id}
                      list={list}
                      actions={actions(list)}
                      viewerId={user?.id}
                    />
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
          {/* Once the person's own lists are in place, so that nothing above it moves. */}
          {lists.isPending ? null : <CircleListsOverview own={lists.data ?? []} />}
        </div>
        <aside className="dashboard-side">
          <section className="card">
            <CreateListForm />
          </section>
          <StatsPanel lists={lists.data ?? []} />
          <SharedWithYouCard />
        </aside>
      </div>
      <AfterPaint
        fallback={
          dialog.kind !== 'none' ? (
            <div className="dialog-loading">
              <Spinner label={t('lists.opening')} />
            </div>
          ) : null
        }
      >
        <DashboardDialogs
          dialog={dialog}
          deleting={deleting}
          onClose={() => setDialog({ kind: 'none' })}
        />
      </AfterPaint>
    </div>
  );
}

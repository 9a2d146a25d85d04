import '../../features/lists/lists.css';
import { MESSAGES } from '@wishlist/core';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { SharedWithYouCard } from '../../features/invitations';
import { CreateListForm, ListCard, StatsPanel, useLists } from '../../features/lists';
import { isAuthError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session';
import { usePageTitle } from './use-page-title';

export function Component() {
  usePageTitle('My Lists');
  const user = useCurrentUser();
  const lists = useLists();

  return (
    <div className="dashboard">
      <div className="page-head">
        <div>
          <h1 className="page-title">Welcome, {user?.name}!</h1>
          <p className="muted">Create lists, add what you wish for, and share them with family.</p>
        </div>
      </div>
      <div className="dashboard-grid">
        <div className="dashboard-main">
          <section aria-labelledby="my-lists-title">
            <h2 id="my-lists-title" className="section-title">
              My wish lists
            </h2>
            {lists.isPending ? <Spinner label="Loading your lists…" /> : null}
            {lists.isError && !isAuthError(lists.error) ? (
              <Alert tone="error">{MESSAGES.loadListsFailed}</Alert>
            ) : null}
            {lists.data && lists.data.length === 0 ? (
              <div className="empty-state">
                <p className="empty-title">No lists yet</p>
                <p className="muted">
                  Create your first list with the form, then add the things you would love.
                </p>
              </div>
            ) : null}
            {lists.data && lists.data.length > 0 ? (
              <ul className="list-grid">
                {lists.data.map((list) => (
                  <ListCard key={list._id} list={list} />
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        <aside className="dashboard-side">
          <section className="card">
            <CreateListForm />
          </section>
          <StatsPanel lists={lists.data ?? []} />
          <SharedWithYouCard />
        </aside>
      </div>
    </div>
  );
}

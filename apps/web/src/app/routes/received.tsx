import { Link } from 'react-router';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { listRights, useLists } from '../../features/lists';
import { ReceivedItems, t, useReceived } from '../../features/received';
import { errorMessage, isAuthError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session';
import { usePageTitle } from './use-page-title';

/**
 * A1: what the person received on the lists they have owner rights on, newest first. Whether a
 * list's givers are hidden by surprise mode comes from My Lists' own query (one request, one
 * cache): the received items' answer says `givers: []` for both "hidden" and "nobody".
 */
export function Component() {
  const title = t('received.page.title');
  usePageTitle(title);
  const user = useCurrentUser();
  const received = useReceived();
  const lists = useLists();
  const surprised = (listId: string) => {
    const list = lists.data?.find((each) => each._id === listId);
    return list && user ? listRights(list, user.id).surprised : undefined;
  };
  return (
    <div>
      <div className="page-head">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{t('received.page.intro')}</p>
        </div>
      </div>
      {received.isPending ? <Spinner label={t('received.page.loading')} /> : null}
      {received.isError && !isAuthError(received.error) ? (
        <LoadFailed
          message={errorMessage(received.error, t('received.page.loadFailed'))}
          onRetry={() => void received.refetch()}
          retrying={received.isFetching}
        />
      ) : null}
      {received.data && received.data.length > 0 ? (
        <ReceivedItems entries={received.data} surprised={surprised} />
      ) : null}
      {received.data?.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">{t('received.emptyTitle')}</p>
          <p className="muted">{t('received.emptyText')}</p>
          <Link to="/dashboard" className="button button-primary">
            {t('received.emptyAction')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

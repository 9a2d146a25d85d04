import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isAuthError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useCircleLists } from '../api/get-circles';
import { t } from '../i18n';

/** C3: the lists shared into a circle, each opening its page, with its owner. */
export function CircleLists({ circleId }: { circleId: string }) {
  const lists = useCircleLists(circleId);
  const headingId = `circle-${circleId}-lists`;
  return (
    <section className="circle-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="subheading">
        {t('circles.lists.title')}
      </h3>
      {lists.isPending ? <Spinner label={t('circles.lists.loading')} /> : null}
      {lists.isError && !isAuthError(lists.error) ? (
        <LoadFailed
          message={errorMessage(lists.error, t('circles.lists.loadFailed'))}
          onRetry={() => void lists.refetch()}
          retrying={lists.isFetching}
        />
      ) : null}
      {lists.data?.length === 0 ? <p className="muted">{t('circles.lists.none')}</p> : null}
      {lists.data && lists.data.length > 0 ? (
        <ul className="circle-lists">
          {lists.data.map((list) => (
            <li key={list._id} className="circle-list">
              <Link to={`/lists/${encodeURIComponent(list._id)}`} className="circle-list-name">
                {list.name}
              </Link>
              <span className="muted">
                {t('circles.lists.owner', { name: list.owner.name })}
                {list.eventDate ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    {t('circles.lists.event', { date: formatDay(list.eventDate) })}
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import '../circles.css';
import type { WishList } from '@wishlist/core';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useSharedLists } from '../../invitations';
import { listRights } from '../../lists';
import { useCircles } from '../api/get-circles';
import { groupByCircle } from '../api/lists-by-circle';
import { t } from '../i18n';

/**
 * C6, on the dashboard: the lists shared with the person through their circles (not those
 * under My Lists), grouped by circle, as small cards opening each list. Read from Friends Lists' own query (one request,
 * one cache for both pages). Nothing for someone in no circle, nor while either read is on its
 * way or failed: Friends Lists and the Circles page say why.
 */
export function CircleListsOverview({ own }: { own: readonly WishList[] }) {
  const me = useCurrentUser()?.id ?? '';
  const circles = useCircles();
  const shared = useSharedLists();
  if (!circles.data || circles.data.length === 0 || !shared.data) return null;
  // A list the person co-owns or keeps for a child reaches them through a circle too, but it is
  // already under My Lists (`own`, the dashboard's lists).
  const mine = new Set(own.map((list) => list._id));
  const given = shared.data.filter((list) => !mine.has(list._id) && !listRights(list, me).edits);
  const { groups } = groupByCircle(given);
  return (
    <section className="circle-overview" aria-labelledby="circle-overview-title">
      <h2 id="circle-overview-title" className="section-title">
        {t('circles.overview.title')}
      </h2>
      {groups.length === 0 ? (
        <p className="muted">
          {t('circles.overview.none')} <Link to="/circles">{t('circles.overview.toCircles')}</Link>
        </p>
      ) : null}
      {groups.map(({ circle, lists }) => (
        <section
          key={circle._id}
          className="circle-overview-group"
          aria-labelledby={`circle-overview-${circle._id}`}
        >
          <h3 id={`circle-overview-${circle._id}`} className="subheading">
            {circle.name}
          </h3>
          <ul className="compact-lists">
            {lists.map((list) => (
              <li key={list._id}>
                <Link to={`/lists/${encodeURIComponent(list._id)}`} className="compact-list">
                  <span className="compact-list-name">{list.name}</span>
                  <span className="compact-list-meta">
                    {t('circles.lists.owner', { name: list.userId.name })}
                    <span aria-hidden="true"> · </span>
                    {t('circles.overview.items', { count: list.items.length })}
                    {list.eventDate ? (
                      <>
                        <span aria-hidden="true"> · </span>
                        {t('circles.lists.event', { date: formatDay(list.eventDate) })}
                      </>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

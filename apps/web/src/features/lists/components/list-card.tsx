import '../lists.css';
import type { WishList } from '@wishlist/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { t } from '../i18n';
import { sharingT } from '../sharing-i18n';
import { standingNote } from './list-standing';

interface ListCardProps {
  list: WishList;
  showOwner?: boolean;
  /** The owner's buttons under the card (Delete, Restore), outside its link. */
  actions?: ReactNode;
  /**
   * The signed-in person, on their own lists: a list they co-own or manage says so (C4, C5).
   */
  viewerId?: string;
}

export function ListCard({ list, showOwner = false, actions, viewerId }: ListCardProps) {
  const standing = viewerId === undefined ? null : standingNote(list, viewerId);
  return (
    <li className={list.archived ? 'list-card list-card-archived' : 'list-card'}>
      <Link to={`/lists/${list._id}`} className="list-card-link">
        <div className="list-card-top">
          <h3 className="list-card-name">{list.name}</h3>
          {list.archived ? (
            <span className="badge badge-amber">{t('lists.card.archived')}</span>
          ) : list.isPublic ? (
            <span className="badge badge-green">{t('lists.card.public')}</span>
          ) : (
            <SharingBadges list={list} />
          )}
        </div>
        {standing ? <p className="list-card-standing">{standing}</p> : null}
        {showOwner ? (
          <p className="list-card-owner">{t('lists.card.owner', { name: list.userId.name })}</p>
        ) : null}
        {list.description ? (
          <p className="list-card-description">{list.description}</p>
        ) : (
          <p className="list-card-description muted">{t('lists.card.noDescription')}</p>
        )}
        <p className="list-card-meta">
          <span>{t('lists.itemCount', { count: list.items.length })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('lists.card.created', { date: formatDate(list.createdAt) })}</span>
        </p>
      </Link>
      {actions ? <div className="list-card-actions">{actions}</div> : null}
    </li>
  );
}

/**
 * The spec's 'N invited'; a list shared into circles (C3) says how many, instead of '0 invited'
 * when nobody was invited by e-mail, beside it otherwise.
 */
function SharingBadges({ list }: { list: WishList }) {
  // An answer from before circles (an offline copy may hold one) names none.
  const circles = list.circles?.length ?? 0;
  const invited = (
    <span className="badge">{t('lists.card.invited', { count: list.invitationCount })}</span>
  );
  if (circles === 0) return invited;
  return (
    <span className="list-card-badges">
      {list.invitationCount > 0 ? invited : null}
      <span className="badge">{sharingT('lists.card.inCircles', { count: circles })}</span>
    </span>
  );
}

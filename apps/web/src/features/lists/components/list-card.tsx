import '../lists.css';
import type { WishList } from '@wishlist/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';

interface ListCardProps {
  list: WishList;
  showOwner?: boolean;
  /** The owner's buttons under the card (Delete, Restore), outside its link. */
  actions?: ReactNode;
}

export function ListCard({ list, showOwner = false, actions }: ListCardProps) {
  const count = list.items.length;
  return (
    <li className={list.archived ? 'list-card list-card-archived' : 'list-card'}>
      <Link to={`/lists/${list._id}`} className="list-card-link">
        <div className="list-card-top">
          <h3 className="list-card-name">{list.name}</h3>
          {list.archived ? (
            <span className="badge badge-amber">Archived</span>
          ) : list.isPublic ? (
            <span className="badge badge-green">Public</span>
          ) : (
            <span className="badge">{list.invitationCount} invited</span>
          )}
        </div>
        {showOwner ? <p className="list-card-owner">by {list.userId.name}</p> : null}
        {list.description ? (
          <p className="list-card-description">{list.description}</p>
        ) : (
          <p className="list-card-description muted">No description</p>
        )}
        <p className="list-card-meta">
          <span>
            {count} {count === 1 ? 'item' : 'items'}
          </span>
          <span aria-hidden="true"> · </span>
          <span>Created {formatDate(list.createdAt)}</span>
        </p>
      </Link>
      {actions ? <div className="list-card-actions">{actions}</div> : null}
    </li>
  );
}

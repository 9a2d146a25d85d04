import '../gifts.css';
import type { MyClaim } from '@wishlist/core';
import { isHttpUrl, priceCurrency } from '@wishlist/core';
import { Link } from 'react-router';
import { formatDay, formatPrice } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { type GiftGroup, groupByList } from '../api/get-my-claims';
import { useGiveBack } from '../api/give-back';
import { t } from '../i18n';

/** The person's claims (G3), under the lists they are on, in the server's order. */
export function MyGifts({ claims }: { claims: readonly MyClaim[] }) {
  const giveBack = useGiveBack();
  const pending = giveBack.isPending ? giveBack.variables : undefined;
  return (
    <div className="gift-groups">
      {groupByList(claims).map((group) => (
        <GiftList
          key={group.list._id}
          group={group}
          pendingItemId={pending?.list._id === group.list._id ? pending.item._id : null}
          onGiveBack={(claim) => giveBack.mutate(claim, { onSuccess: keepFocus })}
        />
      ))}
    </div>
  );
}

/** The pressed button left with its row: focus goes to the page rather than nowhere. */
export function keepFocus() {
  if (document.activeElement === document.body) document.getElementById('main')?.focus();
}

interface GiftListProps {
  group: GiftGroup;
  pendingItemId: string | null;
  onGiveBack: (claim: MyClaim) => void;
}

function GiftList({ group: { list, claims }, pendingItemId, onGiveBack }: GiftListProps) {
  const user = useCurrentUser();
  const headingId = `gifts-${list._id}`;
  const owner =
    list.owner._id === user?.id
      ? t('gifts.yourList')
      : t('gifts.forOwner', { owner: list.owner.name });
  return (
    <section className="card gift-group" aria-labelledby={headingId}>
      <div className="gift-group-head">
        <h2 id={headingId} className="gift-list-name">
          {list.visible ? <Link to={`/lists/${list._id}`}>{list.name}</Link> : list.name}
        </h2>
        <p className="muted">
          {owner}
          <span aria-hidden="true"> · </span>
          {list.eventDate
            ? t('gifts.eventOn', { date: formatDay(list.eventDate) })
            : t('gifts.noEventDate')}
        </p>
        {/* Their access ended: the claim stays theirs to give back (the list is gone for them). */}
        {list.visible ? null : <p className="muted">{t('gifts.noAccess')}</p>}
      </div>
      <ul className="gift-items">
        {claims.map((claim) => (
          <GiftItem
            key={claim.item._id}
            claim={claim}
            busy={pendingItemId === claim.item._id}
            onGiveBack={onGiveBack}
          />
        ))}
      </ul>
    </section>
  );
}

interface GiftItemProps {
  claim: MyClaim;
  busy: boolean;
  onGiveBack: (claim: MyClaim) => void;
}

function GiftItem({ claim, busy, onGiveBack }: GiftItemProps) {
  const { item, quantity, list } = claim;
  // The list's words: Unmark for one item, Unmark mine where others may have marked some too.
  const several = item.quantity > 1;
  return (
    <li className="gift-item">
      <div className="gift-item-text">
        <h3 className="gift-item-name">{item.name}</h3>
        <p className="gift-item-meta">
          {item.price !== null ? (
            <span className="gift-price">
              {formatPrice(item.price, priceCurrency(item, list.currency))}
            </span>
          ) : null}
          {quantity > 1 ? <span>{t('gifts.giving', { quantity })}</span> : null}
        </p>
      </div>
      <div className="gift-item-actions">
        {item.affiliateLink && isHttpUrl(item.affiliateLink) ? (
          <a
            aria-label={t('gifts.buyLabel', { name: item.name })}
            className="button button-secondary button-small"
            href={item.affiliateLink}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            {t('gifts.buy')}
          </a>
        ) : null}
        <button
          aria-label={t(several ? 'gifts.unmarkMineLabel' : 'gifts.giveBackLabel', {
            name: item.name,
          })}
          type="button"
          className="button button-ghost-danger button-small"
          disabled={busy}
          onClick={() => onGiveBack(claim)}
        >
          {t(several ? 'gifts.unmarkMine' : 'gifts.giveBack')}
        </button>
      </div>
    </li>
  );
}

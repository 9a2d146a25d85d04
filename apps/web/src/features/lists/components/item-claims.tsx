import type { Item } from '@wishlist/core';
import { useState } from 'react';
import { t } from '../i18n';
import { type CardViewer, claimerName, type ItemCardActions } from './card-viewer';

interface ItemClaimsProps {
  item: Item;
  viewer: CardViewer;
  busy: boolean;
  on: ItemCardActions;
}

/**
 * An item wanted more than once (G2): "2 of 4 bought" and who marked how many. The owner
 * (outside surprise mode) can unmark a person's share; while surprise hides the marks they see
 * only how many they asked for. A giver who marked some is told who sees it.
 */
export function ClaimSummary({ item, viewer, busy, on }: ItemClaimsProps) {
  if (viewer.surprised) {
    return <p className="claim-count">{t('lists.claims.wants', { count: item.quantity })}</p>;
  }
  const full = item.claimed >= item.quantity;
  const mine = item.claims.some((claim) => claim.user._id === viewer.userId);
  const { blocked, explain } = viewer.writes;
  return (
    <>
      <p className={full ? 'claim-count bought-note' : 'claim-count'}>
        {full ? <span aria-hidden="true">✓ </span> : null}
        {t('lists.claims.count', { claimed: item.claimed, quantity: item.quantity })}
      </p>
      {item.claims.length > 0 && viewer.isOwner && !viewer.readOnly ? (
        <ul className="claim-list" aria-label={t('lists.claims.who', { name: item.name })}>
          {item.claims.map((claim) => {
            const who = claimerName(claim, viewer);
            const label =
              claim.user._id === viewer.userId
                ? t('lists.claims.removeYours', { name: item.name })
                : t('lists.claims.removeTheirs', { who, name: item.name });
            return (
              <li key={claim.user._id} className="claim-entry">
                <span>{t('lists.claims.entry', { who, quantity: claim.quantity })}</span>
                <button
                  type="button"
                  className="link-button claim-remove"
                  aria-label={label}
                  disabled={busy || blocked}
                  {...explain}
                  onClick={() => on.unmark(item, claim)}
                >
                  {t('lists.claims.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {item.claims.length > 0 && !viewer.isOwner ? (
        <p className="claim-names">
          {item.claims
            .map((claim) =>
              t('lists.claims.entry', {
                who: claimerName(claim, viewer),
                quantity: claim.quantity,
              }),
            )
            .join(', ')}
        </p>
      ) : null}
      {mine && viewer.seenBy ? <p className="seen-by-note">{viewer.seenBy}</p> : null}
    </>
  );
}

/**
 * Marking one or several of what is left as bought, and unmarking one's own share ("Unmark
 * mine", as on My Gifts: others' marks stay). The owner unmarks theirs from the list of who
 * marked what (an owner's unmark with no body clears every mark).
 */
export function ClaimButtons({ item, viewer, busy, on }: ItemClaimsProps) {
  const [chosen, setChosen] = useState(1);
  if (viewer.surprised || viewer.readOnly) return null;
  const { blocked, explain } = viewer.writes;
  const left = Math.max(0, item.quantity - item.claimed);
  const count = Math.min(chosen, Math.max(left, 1));
  const mine = item.claims.some((claim) => claim.user._id === viewer.userId);
  return (
    <>
      {left > 1 ? (
        <label className="claim-choice">
          <span className="visually-hidden">{t('lists.claims.howMany', { name: item.name })}</span>
          <select
            className="input claim-select"
            value={count}
            disabled={busy || blocked}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {Array.from({ length: left }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {left > 0 ? (
        <button
          aria-label={t('lists.claims.claimLabel', { count, name: item.name })}
          type="button"
          className="button button-primary button-small"
          disabled={busy || blocked}
          {...explain}
          onClick={() => on.mark(item, count)}
        >
          {t('lists.claims.claim')}
        </button>
      ) : null}
      {mine && !viewer.isOwner ? (
        <button
          aria-label={t('lists.claims.giveBackLabel', { name: item.name })}
          type="button"
          className="button button-secondary button-small"
          disabled={busy || blocked}
          {...explain}
          onClick={() => on.unmark(item)}
        >
          {t('lists.claims.giveBack')}
        </button>
      ) : null}
    </>
  );
}

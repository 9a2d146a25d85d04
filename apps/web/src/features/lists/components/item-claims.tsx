import type { Item } from '@wishlist/core';
import { useState } from 'react';
import { type CardViewer, claimerName, type ItemCardActions } from './card-viewer';

interface ItemClaimsProps {
  item: Item;
  viewer: CardViewer;
  busy: boolean;
  on: ItemCardActions;
}

/**
 * An item wanted more than once (G2): "2 of 4 claimed" and who claimed what. The owner (outside
 * surprise mode) can remove a person's claim; while surprise hides claims they see only how
 * many they asked for.
 */
export function ClaimSummary({ item, viewer, busy, on }: ItemClaimsProps) {
  if (viewer.surprised) return <p className="claim-count">Wants {item.quantity}</p>;
  const full = item.claimed >= item.quantity;
  return (
    <>
      <p className={full ? 'claim-count bought-note' : 'claim-count'}>
        {full ? <span aria-hidden="true">✓ </span> : null}
        {item.claimed} of {item.quantity} claimed
      </p>
      {item.claims.length > 0 && viewer.isOwner && !viewer.readOnly ? (
        <ul className="claim-list" aria-label={`Who claimed ${item.name}`}>
          {item.claims.map((claim) => {
            const who = claimerName(claim, viewer);
            return (
              <li key={claim.user._id} className="claim-entry">
                <span>
                  {who}: {claim.quantity}
                </span>
                <button
                  type="button"
                  className="link-button claim-remove"
                  aria-label={`Remove ${who === 'You' ? 'your' : `${who}'s`} claim on ${item.name}`}
                  disabled={busy}
                  onClick={() => on.unmark(item, claim)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {item.claims.length > 0 && !viewer.isOwner ? (
        <p className="claim-names">
          {item.claims
            .map((claim) => `${claimerName(claim, viewer)}: ${claim.quantity}`)
            .join(', ')}
        </p>
      ) : null}
    </>
  );
}

/**
 * Claiming one or several of what is left, and giving one's own claim back ("Give back", as on
 * My Gifts; its label says whose claim, and the short text keeps a phone's row to one line).
 * The owner gives theirs back with Remove (an owner's give-back with no body clears every claim).
 */
export function ClaimButtons({ item, viewer, busy, on }: ItemClaimsProps) {
  const [chosen, setChosen] = useState(1);
  if (viewer.surprised || viewer.readOnly) return null;
  const left = Math.max(0, item.quantity - item.claimed);
  const count = Math.min(chosen, Math.max(left, 1));
  const mine = item.claims.some((claim) => claim.user._id === viewer.userId);
  return (
    <>
      {left > 1 ? (
        <label className="claim-choice">
          <span className="visually-hidden">How many of {item.name} to claim</span>
          <select
            className="input claim-select"
            value={count}
            disabled={busy}
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
          aria-label={`Claim ${count} of ${item.name}`}
          type="button"
          className="button button-primary button-small"
          disabled={busy}
          onClick={() => on.mark(item, count)}
        >
          Claim
        </button>
      ) : null}
      {mine && !viewer.isOwner ? (
        <button
          aria-label={`Give back my claim on ${item.name}`}
          type="button"
          className="button button-secondary button-small"
          disabled={busy}
          onClick={() => on.unmark(item)}
        >
          Give back
        </button>
      ) : null}
    </>
  );
}

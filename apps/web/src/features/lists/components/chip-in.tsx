import type { Item } from '@wishlist/core';
import { LIMITS, priceCurrency } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { giftT } from '../after-gift-i18n';
import type { CardViewer, ItemCardActions } from './card-viewer';
import { currencySymbol } from './currency';
import { isFunded } from './group-gift';

interface ChipInProps {
  item: Item;
  viewer: CardViewer;
  currency: string;
  busy: boolean;
  on: ItemCardActions;
}

/** The giver's own pledge on a group gift, if they made one. */
export function ownPledge(item: Item, viewer: CardViewer) {
  return item.pledges?.find((pledge) => pledge.user._id === viewer.userId);
}

/**
 * A giver's pledge toward a group gift (A3): an amount and "Chip in", or with a pledge made,
 * that amount to "Change" and "Withdraw". Nothing is shown as pledged before the server says
 * so (the sum decides whether the item is funded): the button says it is saving meanwhile. A
 * funded item takes no new pledge; its pledgers may still change theirs. Key it by the own
 * pledge's amount, so the field shows what the server kept after each answer.
 */
export function ChipIn({ item, viewer, currency, busy, on }: ChipInProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const mine = ownPledge(item, viewer);
  const [amount, setAmount] = useState(mine ? String(mine.amount) : '');
  const [problem, setProblem] = useState<string | null>(null);
  // Givers pledge (A3), a managed member's managers among them (C4); never the owner side.
  if (!viewer.talks || viewer.surprised || viewer.readOnly) return null;
  if (!mine && isFunded(item)) return null;
  const { blocked, explain } = viewer.writes;
  const code = priceCurrency(item, currency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(amount.trim());
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      setProblem(giftT('lists.groupGift.amountProblem'));
      field.current?.focus();
      return;
    }
    setProblem(null);
    on.pledge(item, Math.round(value * 100) / 100);
  };

  return (
    <form className="chip-in" onSubmit={submit} noValidate aria-busy={busy}>
      <span className="chip-in-amount" aria-hidden="true">
        {currencySymbol(code)}
      </span>
      <label htmlFor={`${id}-amount`} className="visually-hidden">
        {giftT('lists.groupGift.amountLabel', { name: item.name, currency: code })}
      </label>
      <input
        ref={field}
        id={`${id}-amount`}
        className="input chip-in-input"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={LIMITS.priceMax}
        value={amount}
        disabled={busy || blocked}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setAmount(event.target.value);
          setProblem(null);
        }}
      />
      <button
        type="submit"
        aria-label={giftT(mine ? 'lists.groupGift.changeLabel' : 'lists.groupGift.chipInLabel', {
          name: item.name,
        })}
        className="button button-primary button-small"
        disabled={busy || blocked}
        {...explain}
      >
        {busy
          ? giftT('lists.groupGift.saving')
          : giftT(mine ? 'lists.groupGift.change' : 'lists.groupGift.chipIn')}
      </button>
      {mine ? (
        <button
          type="button"
          aria-label={giftT('lists.groupGift.withdrawLabel', { name: item.name })}
          className="button button-secondary button-small"
          disabled={busy || blocked}
          {...explain}
          onClick={() => on.withdraw(item)}
        >
          {giftT('lists.groupGift.withdraw')}
        </button>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="field-error chip-in-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

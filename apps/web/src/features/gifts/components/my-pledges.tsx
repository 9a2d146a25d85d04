import type { MyPledge } from '@wishlist/core';
import { priceCurrency } from '@wishlist/core';
import { Link } from 'react-router';
import { formatDay, formatPrice } from '../../../lib/format';
import { isFunded } from '../../lists';
import { useWithdrawPledge } from '../api/withdraw-pledge';
import { t } from '../i18n';
import { keepFocus } from './my-gifts';

/**
 * What the person chips in toward (A3), each group gift with its list, soonest event first, each
 * with Withdraw; one on a list they may no longer see says so (decision 044).
 */
export function MyPledges({ pledges }: { pledges: readonly MyPledge[] }) {
  const withdraw = useWithdrawPledge();
  const pending = withdraw.isPending ? withdraw.variables : undefined;
  return (
    <section className="card gift-group" aria-labelledby="gifts-pledges">
      <div className="gift-group-head">
        <h2 id="gifts-pledges" className="gift-list-name">
          {t('gifts.pledges.title')}
        </h2>
      </div>
      <ul className="gift-items">
        {pledges.map((pledge) => (
          <PledgeRow
            key={pledge.item._id}
            pledge={pledge}
            busy={pending?.item._id === pledge.item._id}
            onWithdraw={() => withdraw.mutate(pledge, { onSuccess: keepFocus })}
          />
        ))}
      </ul>
    </section>
  );
}

interface PledgeRowProps {
  pledge: MyPledge;
  busy: boolean;
  onWithdraw: () => void;
}

function PledgeRow({ pledge: { list, item, amount }, busy, onWithdraw }: PledgeRowProps) {
  const money = (value: number) => formatPrice(value, priceCurrency(item, list.currency));
  return (
    <li className="gift-item">
      <div className="gift-item-text">
        <h3 className="gift-item-name">{item.name}</h3>
        <p className="gift-pledge-list muted">
          {list.visible ? <Link to={`/lists/${list._id}`}>{list.name}</Link> : list.name}
          <span aria-hidden="true"> · </span>
          {t('gifts.forOwner', { owner: list.owner.name })}
          <span aria-hidden="true"> · </span>
          {list.eventDate
            ? t('gifts.eventOn', { date: formatDay(list.eventDate) })
            : t('gifts.noEventDate')}
        </p>
        {list.visible ? null : <p className="muted">{t('gifts.pledges.noAccess')}</p>}
        <p className="gift-item-meta">
          <span>{t('gifts.pledges.yours', { amount: money(amount) })}</span>
          {/* Out of sight, the sum is not theirs to know (the server sends their own only). */}
          {list.visible && item.price !== null && item.pledged !== undefined ? (
            <span>
              {t('gifts.pledges.progress', {
                pledged: money(item.pledged),
                price: money(item.price),
              })}
            </span>
          ) : null}
          {list.visible && isFunded(item) ? (
            <span className="gift-funded">{t('gifts.pledges.funded')}</span>
          ) : null}
        </p>
      </div>
      <div className="gift-item-actions">
        <button
          aria-label={t('gifts.pledges.withdrawLabel', { name: item.name })}
          type="button"
          className="button button-ghost-danger button-small"
          disabled={busy}
          onClick={onWithdraw}
        >
          {t('gifts.pledges.withdraw')}
        </button>
      </div>
    </li>
  );
}

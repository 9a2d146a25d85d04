import type { MyPledge } from '@wishlist/core';
import { priceCurrency } from '@wishlist/core';
import { Link } from 'react-router';
import { formatDay, formatPrice } from '../../../lib/format';
import { t } from '../i18n';

/** What the person chips in toward (A3), each group gift with its list, soonest event first. */
export function MyPledges({ pledges }: { pledges: readonly MyPledge[] }) {
  return (
    <section className="card gift-group" aria-labelledby="gifts-pledges">
      <div className="gift-group-head">
        <h2 id="gifts-pledges" className="gift-list-name">
          {t('gifts.pledges.title')}
        </h2>
      </div>
      <ul className="gift-items">
        {pledges.map((pledge) => (
          <PledgeRow key={pledge.item._id} pledge={pledge} />
        ))}
      </ul>
    </section>
  );
}

function PledgeRow({ pledge: { list, item, amount } }: { pledge: MyPledge }) {
  const money = (value: number) => formatPrice(value, priceCurrency(item, list.currency));
  const funded = item.quantity > 0 && item.claimed >= item.quantity;
  return (
    <li className="gift-item">
      <div className="gift-item-text">
        <h3 className="gift-item-name">{item.name}</h3>
        <p className="gift-pledge-list muted">
          <Link to={`/lists/${list._id}`}>{list.name}</Link>
          <span aria-hidden="true"> · </span>
          {t('gifts.forOwner', { owner: list.owner.name })}
          <span aria-hidden="true"> · </span>
          {list.eventDate
            ? t('gifts.eventOn', { date: formatDay(list.eventDate) })
            : t('gifts.noEventDate')}
        </p>
        <p className="gift-item-meta">
          <span>{t('gifts.pledges.yours', { amount: money(amount) })}</span>
          {item.price !== null && item.pledged !== undefined ? (
            <span>
              {t('gifts.pledges.progress', {
                pledged: money(item.pledged),
                price: money(item.price),
              })}
            </span>
          ) : null}
          {funded ? <span className="gift-funded">{t('gifts.pledges.funded')}</span> : null}
        </p>
      </div>
    </li>
  );
}

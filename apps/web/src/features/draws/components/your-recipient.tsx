import type { Draw } from '@wishlist/core';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDay } from '../../../lib/format';
import { richText } from '../../../lib/i18n';
import { t } from '../i18n';

type Recipient = NonNullable<Draw['recipient']>;

/** D2: whom the person drew, prominently, with their lists shared in the circle. */
export function YourRecipient({ recipient }: { recipient: Recipient }) {
  return (
    <section className="card card-accent draw-recipient" aria-labelledby="draw-recipient">
      <h2 id="draw-recipient" className="draw-recipient-title">
        {richText((values) => t('draws.recipient.title', values), {
          name: <span className="draw-recipient-name">{recipient.name}</span>,
        })}
      </h2>
      <p className="muted">{t('draws.recipient.secret')}</p>
      {recipient.left ? (
        <Alert tone="info">{t('draws.recipient.left', { name: recipient.name })}</Alert>
      ) : null}
      {recipient.lists.length > 0 ? (
        <div className="draw-recipient-lists">
          <h3 className="subheading">{t('draws.recipient.lists', { name: recipient.name })}</h3>
          <ul className="circle-lists">
            {recipient.lists.map((list) => (
              <li key={list._id} className="circle-list">
                <Link to={`/lists/${encodeURIComponent(list._id)}`} className="circle-list-name">
                  {list.name}
                </Link>
                {list.eventDate ? (
                  <span className="muted">
                    {t('draws.recipient.event', { date: formatDay(list.eventDate) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('draws.recipient.noLists', { name: recipient.name })}</p>
      )}
    </section>
  );
}

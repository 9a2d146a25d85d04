import type { WishList } from '@wishlist/core';
import { t } from '../i18n';

export function StatsPanel({ lists }: { lists: WishList[] }) {
  const totalItems = lists.reduce((sum, list) => sum + list.items.length, 0);
  const contacts = lists.reduce((sum, list) => sum + list.invitationCount, 0);
  return (
    <section className="card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="card-title">
        {t('lists.stats.title')}
      </h2>
      <dl className="stats">
        <div className="stat">
          <dt>{t('lists.stats.lists')}</dt>
          <dd>{lists.length}</dd>
        </div>
        <div className="stat">
          <dt>{t('lists.stats.items')}</dt>
          <dd>{totalItems}</dd>
        </div>
        <div className="stat">
          <dt>{t('lists.stats.contacts')}</dt>
          <dd>{contacts}</dd>
        </div>
      </dl>
    </section>
  );
}

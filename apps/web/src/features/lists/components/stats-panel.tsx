import type { WishList } from '@wishlist/core';

export function StatsPanel({ lists }: { lists: WishList[] }) {
  const totalItems = lists.reduce((sum, list) => sum + list.items.length, 0);
  const contacts = lists.reduce((sum, list) => sum + list.invitationCount, 0);
  return (
    <section className="card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="card-title">
        Your stats
      </h2>
      <dl className="stats">
        <div className="stat">
          <dt>Wish Lists</dt>
          <dd>{lists.length}</dd>
        </div>
        <div className="stat">
          <dt>Total Items</dt>
          <dd>{totalItems}</dd>
        </div>
        <div className="stat">
          <dt>Contacts</dt>
          <dd>{contacts}</dd>
        </div>
      </dl>
    </section>
  );
}

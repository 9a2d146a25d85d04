import { type ClaimChange, priceChanged } from '../../mail/notification-mails.js';
import type { NoticeRow } from './notice-repository.js';

/**
 * What one claimer is told about one list, from their notices (oldest first): one line per
 * item. Edits of an item add up (its first name and price before, its last after); an item
 * that went (deleted, or its list archived or deleted) is told only that. Edits that undid
 * each other tell nothing.
 */
export function claimChanges(notices: readonly NoticeRow[]): ClaimChange[] {
  const byItem = new Map<string, NoticeRow[]>();
  for (const notice of notices) {
    const rows = byItem.get(notice.item_id);
    if (rows) rows.push(notice);
    else byItem.set(notice.item_id, [notice]);
  }
  const changes: ClaimChange[] = [];
  for (const rows of byItem.values()) {
    const last = rows.at(-1)!;
    const gone = rows.findLast((row) => row.kind !== 'changed');
    if (gone) {
      changes.push({
        kind: gone.kind as Exclude<ClaimChange['kind'], 'changed'>,
        name: gone.item_name,
      });
      continue;
    }
    const first = rows[0]!;
    const change: ClaimChange = {
      kind: 'changed',
      name: last.item_name,
      previousName: first.previous_name ?? first.item_name,
      price: last.price,
      previousPrice: first.previous_price,
      currency: last.currency,
      previousCurrency: first.previous_currency,
      linkChanged: rows.some((row) => row.link_changed === 1),
    };
    if (change.name !== change.previousName || priceChanged(change) || change.linkChanged)
      changes.push(change);
  }
  return changes;
}

/**
 * What a list costs of its owner's storage quota: the UTF-8 bytes of every text the owner
 * wrote, plus a fixed overhead per list and per item for what the database and the answers
 * carry besides (ids, dates, field names), so many tiny items cannot slip under the quota.
 */
export const LIST_OVERHEAD_BYTES = 200;
export const ITEM_OVERHEAD_BYTES = 200;

type Text = string | null | undefined;

/** Any character outside ASCII. */
const NON_ASCII = /[\u0080-\uffff]/;

function utf8Bytes(text: Text): number {
  if (!text) return 0;
  // Most text is ASCII: one byte a character, found by one native scan.
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair is one 4-byte character, counted 2 + 2.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

export interface ListTexts {
  name: string;
  description?: Text;
}

export interface ItemTexts {
  name: string;
  description?: Text;
  category?: Text;
  affiliateLink?: Text;
  imageUrl?: Text;
}

/** The list's own share: its overhead, name and description. */
export function listFieldBytes(list: ListTexts): number {
  return LIST_OVERHEAD_BYTES + utf8Bytes(list.name) + utf8Bytes(list.description);
}

export function itemBytes(item: ItemTexts): number {
  return (
    ITEM_OVERHEAD_BYTES +
    utf8Bytes(item.name) +
    utf8Bytes(item.description) +
    utf8Bytes(item.category) +
    utf8Bytes(item.affiliateLink) +
    utf8Bytes(item.imageUrl)
  );
}

/** A whole list: its own fields and every item. */
export function listContentBytes(list: ListTexts, items: readonly ItemTexts[]): number {
  let bytes = listFieldBytes(list);
  for (const item of items) bytes += itemBytes(item);
  return bytes;
}

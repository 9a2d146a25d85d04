import { priceCurrency } from '@wishlist/core';
import { inert } from './inert.js';
import { listLink, type NotificationTarget, notification } from './notification-layout.js';
import type { MailMessage } from './templates.js';
import { escapeHtml, MailWords, PRODUCT, strong } from './words.js';

/**
 * The notification e-mails (N2): the digest of new items, changes to gifts someone claimed, and
 * the reminder before a list's date. Each has a plain-text and an HTML part, the list's name and
 * a link, the one-click unsubscribe headers (RFC 8058) and a link that turns that kind off, all
 * in the recipient's language (N5).
 */

export { type ClaimChange, claimedChangedMail, priceChanged } from './claimed-changed-mail.js';
export { kindOfMail, listLink, type NotificationTarget } from './notification-layout.js';

/** At most this many items are named in a digest; the rest are counted. */
export const DIGEST_ITEMS_SHOWN = 20;

export function digestMail(
  target: NotificationTarget,
  input: {
    ownerName: string;
    listId: string;
    listName: string;
    /** The list's: each price is in its item's own currency, or this one. */
    currency: string;
    items: Array<{ name: string; price: number | null; currency: string | null }>;
  },
): MailMessage {
  const words = new MailWords(target.language);
  const owner = inert(input.ownerName);
  const count = input.items.length;
  const shown = input.items.slice(0, DIGEST_ITEMS_SHOWN);
  const more = count - shown.length;
  const price = (item: { price: number | null; currency: string | null }) =>
    item.price === null ? '' : ` (${words.price(item.price, priceCurrency(item, input.currency))})`;
  const moreLine = more > 0 ? [words.text('mail.digest.more', { count: more })] : [];
  const list = words.quoted(input.listName);
  return notification(target, words, 'digest', {
    subject: words.text('mail.digest.subject', { owner, count, list }),
    text: [
      words.text('mail.digest.intro', { owner, count, list, product: PRODUCT }),
      '',
      ...[...shown.map((item) => `${words.quoted(item.name)}${price(item)}`), ...moreLine].map(
        (line) => `- ${line}`,
      ),
      '',
      words.text('mail.seeListBelow'),
    ],
    html: [
      words.html('mail.digest.intro', {
        owner: strong(owner),
        count,
        list: strong(words.quotedHtml(input.listName)),
        product: PRODUCT,
      }),
      {
        list: [
          ...shown.map((item) => `${words.quotedHtml(item.name).html}${escapeHtml(price(item))}`),
          ...moreLine.map(escapeHtml),
        ],
      },
    ],
    link: { href: listLink(target.appUrl, input.listId), label: words.text('mail.seeList') },
  });
}

export function reminderMail(
  target: NotificationTarget,
  input: {
    ownerName: string;
    listId: string;
    listName: string;
    /** `YYYY-MM-DD`. */
    eventDate: string;
    daysLeft: number;
    items: number;
    unclaimed: number;
  },
): MailMessage {
  const words = new MailWords(target.language);
  const owner = inert(input.ownerName);
  const date = words.day(input.eventDate);
  const when = words.text('mail.reminder.when', { days: input.daysLeft });
  const still =
    input.items === 0
      ? words.text('mail.reminder.empty')
      : input.unclaimed === 0
        ? words.text('mail.reminder.allClaimed')
        : words.text('mail.reminder.unclaimed', {
            unclaimed: input.unclaimed,
            items: input.items,
          });
  return notification(target, words, 'reminders', {
    subject: words.text('mail.reminder.subject', { list: words.quoted(input.listName), when }),
    text: [
      words.text('mail.reminder.intro', {
        owner,
        list: words.quoted(input.listName),
        date,
        when,
      }),
      still,
      '',
      words.text('mail.seeListBelow'),
    ],
    html: [
      words.html('mail.reminder.intro', {
        owner: strong(owner),
        list: strong(words.quotedHtml(input.listName)),
        date,
        when,
      }),
      escapeHtml(still),
    ],
    link: { href: listLink(target.appUrl, input.listId), label: words.text('mail.seeList') },
  });
}

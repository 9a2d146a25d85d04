import { formatPrice, type NotificationKind } from '@wishlist/core';
import {
  escapeHtml,
  inert,
  layout,
  type MailBlock,
  type MailMessage,
  PRODUCT,
} from './templates.js';

/**
 * The notification e-mails (N2): the digest of new items, changes to gifts someone claimed, and
 * the reminder before a list's date. Each has a plain-text and an HTML part, the list's name and
 * a link, the one-click unsubscribe headers (RFC 8058) and a link that turns that kind off.
 * English only: N5 adds German and French, and `language` is there for it.
 */

/** Who gets a notification, and how they turn that kind off. */
export interface NotificationTarget {
  to: string;
  /** The recipient's language (`en`, `de`, `fr`); every text is English until N5. */
  language: string;
  /** APP_URL: the links' base. */
  appUrl: string;
  /** The recipient's unsubscribe token for this kind (see notifications/unsubscribe-tokens.ts). */
  unsubscribeToken: string;
}

/** What turning a kind off stops, in the e-mails' footers and the unsubscribe answers. */
export const NOTIFICATION_KIND_TEXTS: Record<NotificationKind, string> = {
  digest: 'e-mails about new items on lists shared with you',
  claimedChanged: 'e-mails when a gift you claimed is changed or removed',
  reminders: 'reminders before the date of a list shared with you',
};

/** At most this many items are named in a digest; the rest are counted. */
export const DIGEST_ITEMS_SHOWN = 20;

export const listLink = (appUrl: string, listId: string) => `${appUrl}/lists/${listId}`;

/** The unsubscribe headers, the footer (text and HTML) and the links every notification has. */
function notification(
  target: NotificationTarget,
  kind: NotificationKind,
  content: {
    subject: string;
    text: string[];
    html: MailBlock[];
    link: { href: string; label: string };
  },
): MailMessage {
  const { appUrl, unsubscribeToken } = target;
  const page = `${appUrl}/unsubscribe/${unsubscribeToken}`;
  const profile = `${appUrl}/profile`;
  const what = NOTIFICATION_KIND_TEXTS[kind];
  return {
    to: target.to,
    subject: content.subject,
    text: [
      ...content.text,
      content.link.href,
      '',
      '--',
      `To stop ${what}, open: ${page}`,
      `Choose which e-mails you get on your profile page: ${profile}`,
    ].join('\n'),
    html: layout(content.html, content.link, [
      `To stop ${escapeHtml(what)}, <a href="${escapeHtml(page)}">unsubscribe</a>.`,
      `Choose which e-mails you get on <a href="${escapeHtml(profile)}">your profile page</a>.`,
    ]),
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/unsubscribe/${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const quoted = (name: string) => `“${inert(name)}”`;
const quotedHtml = (name: string) => `“${escapeHtml(inert(name))}”`;

export function digestMail(
  target: NotificationTarget,
  input: {
    ownerName: string;
    listId: string;
    listName: string;
    currency: string;
    items: Array<{ name: string; price: number | null }>;
  },
): MailMessage {
  const owner = inert(input.ownerName);
  const count = input.items.length;
  const shown = input.items.slice(0, DIGEST_ITEMS_SHOWN);
  const more = count - shown.length;
  const line = (item: { name: string; price: number | null }, html: boolean) =>
    `${html ? quotedHtml(item.name) : quoted(item.name)}${item.price === null ? '' : ` (${formatPrice(item.price, input.currency)})`}`;
  const lines = (html: boolean) => [
    ...shown.map((item) => line(item, html)),
    ...(more > 0 ? [`and ${more} more`] : []),
  ];
  const added = `${count === 1 ? 'a new item' : `${count} new items`}`;
  return notification(target, 'digest', {
    subject: `${owner} added ${added} to ${quoted(input.listName)}`,
    text: [
      `${owner} added ${added} to the wish list ${quoted(input.listName)} on ${PRODUCT}:`,
      '',
      ...lines(false).map((l) => `- ${l}`),
      '',
      'See the list:',
    ],
    html: [
      `<strong>${escapeHtml(owner)}</strong> added ${added} to the wish list <strong>${quotedHtml(input.listName)}</strong> on ${PRODUCT}:`,
      { list: lines(true) },
    ],
    link: { href: listLink(target.appUrl, input.listId), label: 'See the list' },
  });
}

/** One change to an item the recipient claimed, as the notices tell it. */
export type ClaimChange =
  | {
      kind: 'changed';
      name: string;
      previousName: string;
      price: number | null;
      previousPrice: number | null;
      linkChanged: boolean;
    }
  | { kind: 'deleted' | 'archived' | 'list_deleted'; name: string };

function describeChange(change: ClaimChange, currency: string, html: boolean): string {
  const name = (n: string) => (html ? quotedHtml(n) : quoted(n));
  const price = (p: number | null) => (p === null ? 'none' : formatPrice(p, currency));
  if (change.kind === 'deleted')
    return `${name(change.name)} was removed from the list, and your claim with it.`;
  if (change.kind !== 'changed') return name(change.name);
  const renamed = change.previousName !== change.name;
  const head = renamed
    ? `${name(change.previousName)} is now called ${name(change.name)}`
    : `${name(change.name)}:`;
  const more: string[] = [];
  if (change.previousPrice !== change.price)
    more.push(`its price changed from ${price(change.previousPrice)} to ${price(change.price)}`);
  if (change.linkChanged) more.push('its link changed');
  if (more.length === 0) return `${head}.`;
  return `${head}${renamed ? ';' : ''} ${more.join('; ')}.`;
}

export function claimedChangedMail(
  target: NotificationTarget,
  input: { listId: string; listName: string; currency: string; changes: ClaimChange[] },
): MailMessage {
  const list = (html: boolean) => (html ? quotedHtml(input.listName) : quoted(input.listName));
  const gone = input.changes.find((c) => c.kind === 'list_deleted' || c.kind === 'archived');
  const edits = input.changes.filter((c) => c.kind === 'changed' || c.kind === 'deleted');
  const released = input.changes.filter((c) => c.kind === gone?.kind);
  const describe = (html: boolean) => edits.map((c) => describeChange(c, input.currency, html));
  const ending = (html: boolean) =>
    gone
      ? `The wish list ${list(html)} was ${gone.kind === 'archived' ? 'archived' : 'deleted'}, and your claims on it went with it: ${released.map((c) => describeChange(c, input.currency, html)).join(', ')}.`
      : `Items you claimed on the wish list ${list(html)} changed:`;
  const subject = gone
    ? `The wish list ${list(false)} was ${gone.kind === 'archived' ? 'archived' : 'deleted'}`
    : `${edits.length === 1 ? 'A gift' : 'Gifts'} you claimed on ${list(false)} changed`;
  // A deleted list has no page left: the recipient's own gifts are where the claims were.
  const link =
    gone?.kind === 'list_deleted'
      ? { href: `${target.appUrl}/my-gifts`, label: 'See my gifts' }
      : { href: listLink(target.appUrl, input.listId), label: 'See the list' };
  const editsIntro = gone && edits.length > 0 ? ['Before that:'] : [];
  return notification(target, 'claimedChanged', {
    subject,
    text: [
      ending(false),
      ...(edits.length > 0 ? ['', ...editsIntro, ...describe(false).map((l) => `- ${l}`)] : []),
      '',
      gone?.kind === 'list_deleted' ? 'See your gifts:' : 'See the list:',
    ],
    html: [ending(true), ...editsIntro, ...(edits.length > 0 ? [{ list: describe(true) }] : [])],
    link,
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
  const owner = inert(input.ownerName);
  const date = new Date(`${input.eventDate}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const when =
    input.daysLeft === 0
      ? 'today'
      : input.daysLeft === 1
        ? 'tomorrow'
        : `in ${input.daysLeft} days`;
  const still =
    input.items === 0
      ? 'The list has no items yet.'
      : input.unclaimed === 0
        ? 'Every item on it has been claimed.'
        : `${input.unclaimed} of its ${input.items} ${input.items === 1 ? 'item still needs' : 'items still need'} a giver.`;
  const intro = (list: string, name: string) =>
    `The date of ${name}’s wish list ${list} is ${date}, ${when}.`;
  return notification(target, 'reminders', {
    subject: `Reminder: ${quoted(input.listName)} is ${when}`,
    text: [intro(quoted(input.listName), owner), still, '', 'See the list:'],
    html: [
      intro(
        `<strong>${quotedHtml(input.listName)}</strong>`,
        `<strong>${escapeHtml(owner)}</strong>`,
      ),
      escapeHtml(still),
    ],
    link: { href: listLink(target.appUrl, input.listId), label: 'See the list' },
  });
}

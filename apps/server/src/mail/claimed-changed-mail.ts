import type { MessageKey } from '../i18n/catalogs.js';
import { listLink, type NotificationTarget, notification } from './notification-layout.js';
import type { MailMessage } from './templates.js';
import { Html, MailWords } from './words.js';

/** One change to an item the recipient claimed, as the notices tell it. */
export type ClaimChange =
  | {
      kind: 'changed';
      name: string;
      previousName: string;
      price: number | null;
      previousPrice: number | null;
      /** The currency each price was in; null (a change told before 0012): the list's. */
      currency: string | null;
      previousCurrency: string | null;
      linkChanged: boolean;
    }
  | { kind: 'deleted' | 'archived' | 'list_deleted'; name: string };

type Values = Record<string, string | number | Html>;

/** One part of the e-mail: its plain text, or its HTML (where names are HTML too). */
interface Part {
  /** A name someone wrote, quoted. */
  name(name: string): string | Html;
  /** A message in this part. */
  translate(key: MessageKey, values?: Values): string;
  /** Words already in this part, as the value of another message. */
  keep(words: string): string | Html;
}

const asText = (value: string | Html) => (value instanceof Html ? value.html : value);

function partsOf(words: MailWords): { text: Part; html: Part } {
  return {
    text: {
      name: (name) => words.quoted(name),
      translate: (key, values = {}) =>
        words.text(
          key,
          Object.fromEntries(
            Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? v : asText(v)]),
          ),
        ),
      keep: (shown) => shown,
    },
    html: {
      name: (name) => words.quotedHtml(name),
      translate: (key, values) => words.html(key, values),
      keep: (shown) => new Html(shown),
    },
  };
}

/** Whether the price a claimer saw is another now: its amount, or the currency it is in. */
export function priceChanged(change: Extract<ClaimChange, { kind: 'changed' }>): boolean {
  // A currency not known (a notice from before 0012) is taken as unchanged.
  const before = change.previousCurrency ?? change.currency;
  const after = change.currency ?? change.previousCurrency;
  return change.previousPrice !== change.price || before !== after;
}

/** What became of one claimed item, as a sentence (an item that went with its list: its name). */
function describeChange(change: ClaimChange, currency: string, part: Part, words: MailWords) {
  if (change.kind === 'deleted')
    return part.translate('mail.claimed.removed', { name: part.name(change.name) });
  if (change.kind !== 'changed') return asText(part.name(change.name));
  const price = (p: number | null, in_: string | null) =>
    p === null ? words.text('mail.claimed.noPrice') : words.price(p, in_ ?? currency);
  const prices = {
    from: price(change.previousPrice, change.previousCurrency),
    to: price(change.price, change.currency),
  };
  const changes = priceChanged(change)
    ? words.text(change.linkChanged ? 'mail.claimed.priceAndLink' : 'mail.claimed.price', prices)
    : change.linkChanged
      ? words.text('mail.claimed.link')
      : '';
  if (change.previousName === change.name)
    return part.translate('mail.claimed.changed', { name: part.name(change.name), changes });
  const names = { previous: part.name(change.previousName), name: part.name(change.name) };
  return changes
    ? part.translate('mail.claimed.renamedAndChanged', { ...names, changes })
    : part.translate('mail.claimed.renamed', names);
}

export function claimedChangedMail(
  target: NotificationTarget,
  input: { listId: string; listName: string; currency: string; changes: ClaimChange[] },
): MailMessage {
  const words = new MailWords(target.language);
  const { text, html } = partsOf(words);
  const gone = input.changes.find((c) => c.kind === 'list_deleted' || c.kind === 'archived');
  const edits = input.changes.filter((c) => c.kind === 'changed' || c.kind === 'deleted');
  const released = input.changes.filter((c) => c.kind === gone?.kind);
  const archived = gone?.kind === 'archived';
  const describe = (part: Part, changes: ClaimChange[]) =>
    changes.map((c) => describeChange(c, input.currency, part, words));
  const ending = (part: Part) => {
    const list = part.name(input.listName);
    if (!gone) return part.translate('mail.claimed.itemsChanged', { list });
    return part.translate(archived ? 'mail.claimed.listArchived' : 'mail.claimed.listDeleted', {
      list,
      items: part.keep(describe(part, released).join(', ')),
    });
  };
  const list = words.quoted(input.listName);
  const subject = gone
    ? words.text(archived ? 'mail.claimed.subjectArchived' : 'mail.claimed.subjectDeleted', {
        list,
      })
    : words.text('mail.claimed.subjectChanged', { count: edits.length, list });
  // A deleted list has no page left: the recipient's own gifts are where the claims were.
  const listDeleted = gone?.kind === 'list_deleted';
  const link = listDeleted
    ? { href: `${target.appUrl}/my-gifts`, label: words.text('mail.seeMyGifts') }
    : { href: listLink(target.appUrl, input.listId), label: words.text('mail.seeList') };
  const before = (part: Part) =>
    gone && edits.length > 0 ? [part.translate('mail.claimed.before')] : [];
  return notification(target, words, 'claimedChanged', {
    subject,
    text: [
      ending(text),
      ...(edits.length > 0
        ? ['', ...before(text), ...describe(text, edits).map((line) => `- ${line}`)]
        : []),
      '',
      words.text(listDeleted ? 'mail.seeYourGiftsBelow' : 'mail.seeListBelow'),
    ],
    html: [
      ending(html),
      ...before(html),
      ...(edits.length > 0 ? [{ list: describe(html, edits) }] : []),
    ],
    link,
  });
}

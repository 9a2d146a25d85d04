import { formatPrice, type Language } from '@wishlist/core';
import type { MessageKey } from '../i18n/catalogs.js';
import { render } from '../i18n/message.js';
import { inert } from './inert.js';

export const PRODUCT = 'Wishlist';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** HTML made here (a link, a name in bold), put into a message's HTML as it is. */
export class Html {
  constructor(readonly html: string) {}
}

type Values = Readonly<Record<string, string | number>>;
type HtmlValues = Readonly<Record<string, string | number | Html>>;

/** The regions whose styles dates follow in each language ("Saturday, June 14, 2025"). */
const DATE_LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };
const longDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * An e-mail's words in the recipient's language (N5): the same message as plain text or as
 * HTML, where the message's own words are escaped, text values too, and `Html` values go in as
 * they are. Values are put in after the message is formatted, so a name stays as written.
 */
export class MailWords {
  constructor(readonly language: Language) {}

  text(key: MessageKey, values?: Values): string {
    return render(this.language, key, values);
  }

  html(key: MessageKey, values: HtmlValues = {}): string {
    const shown: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values))
      shown[name] =
        value instanceof Html ? value.html : typeof value === 'string' ? escapeHtml(value) : value;
    return render(this.language, key, shown, escapeHtml);
  }

  /** A name someone wrote, quoted as the language quotes ("“Kite”", "„Drachen“"), made inert. */
  quoted(name: string): string {
    return this.text('mail.quoted', { name: inert(name) });
  }

  /** `quoted`, as HTML. */
  quotedHtml(name: string): Html {
    return new Html(this.html('mail.quoted', { name: inert(name) }));
  }

  price(price: number, currency: string): string {
    return formatPrice(price, currency, this.language);
  }

  /** A day (`YYYY-MM-DD`) written out in full: "Saturday, June 14, 2025", "samedi 14 juin 2025". */
  day(day: string): string {
    let format = longDates.get(this.language);
    if (!format) {
      format = new Intl.DateTimeFormat(DATE_LOCALES[this.language], {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      longDates.set(this.language, format);
    }
    return format.format(new Date(`${day}T00:00:00Z`));
  }
}

/** Words in bold, in an e-mail's HTML. */
export const strong = (html: string | Html) =>
  new Html(`<strong>${html instanceof Html ? html.html : escapeHtml(html)}</strong>`);

import { fillValues, type Language, type Message, valueMarker } from '@wishlist/core';

export type { Message };

import { I18N, type MessageKey } from './catalogs.js';

/**
 * A `Message` (core's) is something the server says to a person, not yet in words: a catalogue
 * key and its values. A value may be a message too (a field's name, a kind of e-mail),
 * translated into the same language. Answers and e-mails carry messages; only the last step,
 * which knows the reader, translates them.
 */
export type MessageValue = string | number | Message;

/**
 * Words that exist only as whole sentences in each language (zod's own messages, from its
 * locales), for what no catalogue says.
 */
export interface Worded {
  readonly worded: Readonly<Record<Language, string>>;
}

/** What an answer says: a message, or ready words in each language. */
export type Text = Message | Worded;

/** A message of the server's catalogues (the key is checked against the English ones). */
export function msg(key: MessageKey, values?: Record<string, MessageValue>): Message {
  return values ? { key, values } : { key };
}

/**
 * Values are put in after Lingui has formatted the message, each in place of a marker from
 * Unicode's private use area (core's fillValues): Lingui decodes `\uXXXX` sequences in what it
 * formats, and text a person wrote (a list's name) must come out exactly as written. French
 * "de Anna" becomes "d’Anna" there.
 */
/**
 * `key` in `language` with `values`; `literal` rewrites the message's own words before the
 * values go in (an e-mail's HTML part escapes them, and gives values already made HTML).
 */
export function render(
  language: Language,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
  literal?: (words: string) => string,
): string {
  const held: string[] = [];
  const formatted: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') formatted[name] = value;
    else formatted[name] = valueMarker(held.push(value) - 1);
  }
  const words = I18N[language]._(key, formatted);
  const shown = literal ? literal(words) : words;
  return held.length === 0 ? shown : fillValues(shown, held, language);
}

/** `text` in `language`. */
export function translate(language: Language, text: Text): string {
  if ('worded' in text) return text.worded[language];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = typeof value === 'object' ? translate(language, value) : value;
  return render(language, text.key, values);
}

/** `text` in English: an error's `message`, for logs and for code that reads it. */
export const english = (text: Text): string => translate('en', text);

/** An answer whose `message` is still to be translated into the caller's language (see `translated`). */
export type Untranslated<T extends { message: string }> = Omit<T, 'message'> & { message: Message };

/**
 * A schema's message as the server says it in the reader's language (N5): a key of the
 * server's catalogue (apps/server/src/i18n/locales) and the values the message names. A value
 * may itself be a message: a field's name is translated too.
 */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number | Message>>;
}

/**
 * The schemas' English messages, each with the message it is. zod carries a message as a
 * string only, and the schemas (shared with the web app) keep their English; the server looks
 * a failed parse's message up here to answer it in the caller's language. The schemas are made
 * once and their labels are fixed, so this holds one entry per rule.
 */
const byText = new Map<string, Message>();

/** `text`, remembered as the message `key` with `values` (keyed to its catalogue message). */
export function keyed(text: string, key: string, values?: Message['values']): string {
  if (!byText.has(text)) byText.set(text, values ? { key, values } : { key });
  return text;
}

/** The message a schema's English `text` is keyed to, if any. */
export function messageOfText(text: string): Message | undefined {
  return byText.get(text);
}

/** Every message remembered so far (the server's tests check that each renders as its text). */
export function allKeyedTexts(): ReadonlyMap<string, Message> {
  return byText;
}

/** The fields the schemas name, by their English label, and their key in the catalogue. */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  Name: 'server.field.name',
  Email: 'server.field.email',
  Password: 'server.field.password',
  'Item name': 'server.field.itemName',
  Description: 'server.field.description',
  Category: 'server.field.category',
  Price: 'server.field.price',
  Link: 'server.field.link',
  'Image URL': 'server.field.imageUrl',
  Quantity: 'server.field.quantity',
  Priority: 'server.field.priority',
  Currency: 'server.field.currency',
  Surprise: 'server.field.surprise',
  'Event date': 'server.field.eventDate',
  Version: 'server.field.version',
  Archived: 'server.field.archived',
  Move: 'server.field.move',
  Items: 'server.field.items',
  Emails: 'server.field.emails',
  URL: 'server.field.url',
  Body: 'server.field.body',
  'Token name': 'server.field.tokenName',
  Budget: 'server.field.budget',
  'Exchange date': 'server.field.exchangeDate',
  Participants: 'server.field.participants',
  Exclusions: 'server.field.exclusions',
  Message: 'server.field.message',
  Hidden: 'server.field.hidden',
  Received: 'server.field.received',
  Thanked: 'server.field.thanked',
  Note: 'server.field.note',
  'Group gift': 'server.field.groupGift',
  'Any of': 'server.field.anyOf',
  Amount: 'server.field.amount',
};

/** A field's label as a message value: translated when it is a known field, else as written. */
export function labelled(label: string): string | Message {
  const key = FIELD_KEYS[label];
  return key ? { key } : label;
}

import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Language, SPEC_CATALOGS } from '@wishlist/core';
import mailDe from '../mail/locales/de.json' with { type: 'json' };
import mailEn from '../mail/locales/en.json' with { type: 'json' };
import mailFr from '../mail/locales/fr.json' with { type: 'json' };
import serverDe from './locales/de.json' with { type: 'json' };
import serverEn from './locales/en.json' with { type: 'json' };
import serverFr from './locales/fr.json' with { type: 'json' };

/** Every key the server says: the spec's texts, its own answers and its e-mails' wording. */
export type MessageKey =
  | keyof typeof SPEC_CATALOGS.en
  | keyof typeof serverEn
  | keyof typeof mailEn;

type Catalog = Readonly<Record<string, string>>;

const ENGLISH: Catalog[] = [SPEC_CATALOGS.en, serverEn, mailEn];
const TRANSLATED: Record<Exclude<Language, 'en'>, Catalog[]> = {
  de: [SPEC_CATALOGS.de, serverDe, mailDe],
  fr: [SPEC_CATALOGS.fr, serverFr, mailFr],
};

/**
 * Compiled once, at start: Lingui's runtime would otherwise parse a message at each use. A key
 * a translation lacks keeps its English (packages/core/src/locales/catalogs.test.ts sees that
 * none does).
 */
function compiled(catalogs: Catalog[]): Messages {
  const messages: Messages = {};
  for (const catalog of catalogs)
    for (const [key, message] of Object.entries(catalog)) messages[key] = compileMessage(message);
  return messages;
}

function instance(language: Language, catalogs: Catalog[]): I18n {
  const i18n = setupI18n();
  // Only a message missing from every catalogue reaches the compiler: its key, shown as is.
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(language, compiled(catalogs));
  i18n.activate(language);
  return i18n;
}

/** One Lingui instance per language, so that no request switches another's language. */
export const I18N: Readonly<Record<Language, I18n>> = {
  en: instance('en', ENGLISH),
  de: instance('de', [...ENGLISH, ...TRANSLATED.de]),
  fr: instance('fr', [...ENGLISH, ...TRANSLATED.fr]),
};

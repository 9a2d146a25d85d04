import type { Messages } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { Language } from '@wishlist/core';
import { useSyncExternalStore } from 'react';
import { LANGUAGE_KEY, pickLanguage } from './languages';

/** A catalogue other than English, loaded when its language is first needed. */
type CatalogLoader = () => Promise<{ default: Messages }>;
type Translations = Record<Exclude<Language, 'en'>, CatalogLoader>;

interface Namespace {
  en: Messages;
  others: Translations;
}

const namespaces: Namespace[] = [];

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** English is always there: a key a translation lacks falls back to it, never to the key. */
async function messagesOf(namespace: Namespace, language: Language): Promise<Messages> {
  if (language === 'en') return namespace.en;
  const { default: translated } = await namespace.others[language]();
  return { ...namespace.en, ...translated };
}

const initial = pickLanguage(savedLanguage(), navigator.languages ?? [navigator.language]);
/** The language last asked for (setLanguage), which may still be loading. */
let chosen: Language = initial;
i18n.load(initial, {});
i18n.activate(initial);
document.documentElement.lang = initial;

/** Catalogues on their way; a page waits for them before it shows (see withCatalogs). */
const pending = new Set<Promise<void>>();

function track(loading: Promise<void>): void {
  const settled: Promise<void> = loading
    .catch(() => {
      // Unreachable catalogue (offline, a deploy removed it): the English one stays in place.
    })
    .finally(() => pending.delete(settled));
  pending.add(settled);
}

/**
 * French's elision ("d’Anna"; french-values.ts), loaded with the French catalogues: the other
 * languages' pages never download it.
 */
let formatFrench: typeof import('./french-values').formatFrench | null = null;
const loadFrench = () =>
  import('./french-values').then((module) => {
    formatFrench = module.formatFrench;
  });
if (initial === 'fr') track(loadFrench());

/**
 * Adds a part of the app's messages (a feature's, say), and starts loading them in the language
 * in use. Registered as its module is evaluated, without a top-level await: one would make the
 * bundler split every module that depends on it into chunks of their own, and the sign-in page
 * would download many more files and kilobytes (decision 015).
 */
export function registerNamespace(en: Messages, others: Translations): void {
  const namespace = { en, others };
  namespaces.push(namespace);
  // A copy: Lingui keeps the first object it is given for a language and merges later ones into
  // it, which would put every other part's English into this part's own catalogue, and so over
  // their translations whenever this part's arrived last.
  i18n.load('en', { ...en });
  const language = i18n.locale as Language;
  if (language === 'en') return;
  track(
    messagesOf(namespace, language).then((messages) => {
      if (i18n.locale === language) i18n.load(language, messages);
    }),
  );
}

/** Resolves once every catalogue registered so far has arrived in the language in use. */
export async function catalogsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/**
 * A lazily loaded module (a route, a dialog), handed on once the catalogues it registered have
 * arrived too: a page never shows in English first.
 */
export async function withCatalogs<Module>(loading: Promise<Module>): Promise<Module> {
  const module = await loading;
  await catalogsReady();
  return module;
}

/** A translate function whose keys are those of one English catalogue. */
export function translator<Key extends string>() {
  return (key: Key, values?: Record<string, unknown>): string =>
    values && formatFrench && i18n.locale === 'fr'
      ? formatFrench((marked) => i18n._(key, marked), values)
      : i18n._(key, values);
}

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/**
 * Switches every registered catalogue to `language` at once (nothing shows half translated),
 * remembers it on this device, and tells the page's `lang` so screen readers switch voice.
 */
export async function setLanguage(language: Language): Promise<void> {
  // The last choice wins, whichever catalogues arrive last: a quick 'de' then 'fr' ends in French,
  // and a switch still loading never lands over a later one back to the language in use.
  chosen = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the language still applies to this visit.
  }
  if (language === i18n.locale) return;
  const french = language === 'fr' ? loadFrench() : undefined;
  // A part of the app loaded while these arrive (a dialog's code) registers its messages in the
  // language still in use, so it is fetched here too, until no newer one came meanwhile: else
  // its keys would show as they are once the new language is active.
  const loaded: Messages[] = [];
  for (let done = 0; done < namespaces.length; ) {
    const arrived = namespaces.slice(done);
    done = namespaces.length;
    loaded.push(
      ...(await Promise.all(arrived.map((namespace) => messagesOf(namespace, language)))),
    );
  }
  await french;
  if (chosen !== language) return;
  i18n.load(language, Object.assign({}, ...loaded) as Messages);
  i18n.activate(language);
  document.documentElement.lang = language;
}

const subscribe = (listener: () => void) => i18n.on('change', listener);

/** The language in use, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}

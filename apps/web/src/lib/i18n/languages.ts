import type { Language } from '@wishlist/core';
import { LANGUAGES } from '@wishlist/core';

/** Where the language a person picked is kept on this device (before and without an account). */
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of the first page: the one picked on this device, else the first of the
 * browser's languages the app speaks ("de-AT" speaks German), else English.
 */
export function pickLanguage(saved: string | null, browser: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language's own name, as a picker lists it (a German reader finds "Deutsch"). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

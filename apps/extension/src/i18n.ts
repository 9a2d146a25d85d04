/**
 * The extension's words, from `_locales/<language>/messages.json` in the browser's language
 * (English, German or French, as the web app). Pages mark their fixed texts with
 * `data-i18n="key"` (the text) or `data-i18n-label="key"` (an aria-label).
 */
import browser from 'webextension-polyfill';

export function t(key: string, ...substitutions: string[]): string {
  return browser.i18n.getMessage(key, substitutions) || key;
}

export function translatePage(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n]'))
    element.textContent = t(element.dataset.i18n ?? '');
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n-label]'))
    element.setAttribute('aria-label', t(element.dataset.i18nLabel ?? ''));
  document.documentElement.lang = browser.i18n.getUILanguage().split('-')[0] ?? 'en';
}

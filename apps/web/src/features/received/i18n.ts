import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/en.json';

registerNamespace(en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
});

/** The Received page's texts (keys `received.…`), in the language in use. */
export const t = translator<keyof typeof en>();

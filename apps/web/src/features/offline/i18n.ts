import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/en.json';

registerNamespace(en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
});

/** The offline notice's and the offline refusal's texts (keys `offline.…`). */
export const t = translator<keyof typeof en>();

import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/en.json';

registerNamespace(en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
});

/** Quick Add's, the share page's and the bookmarklet's texts (keys `quickAdd.…`). */
export const t = translator<keyof typeof en>();

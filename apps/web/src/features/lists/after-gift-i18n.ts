import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/after-gift/en.json';

// Apart from the lists' own catalogue, which holds 300 lines already.
registerNamespace(en, {
  de: () => import('./locales/after-gift/de.json'),
  fr: () => import('./locales/after-gift/fr.json'),
});

/** Private items (A4) and received ones (A1) on a list's page and in its item dialogs. */
export const giftT = translator<keyof typeof en>();

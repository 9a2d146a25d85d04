import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/sharing/en.json';

// Apart from the lists' own catalogue, which holds 300 lines already.
registerNamespace(en, {
  de: () => import('./locales/sharing/de.json'),
  fr: () => import('./locales/sharing/fr.json'),
});

/** Whose a list is when others share its ownership, and the way to share it (C4, C5). */
export const sharingT = translator<keyof typeof en>();

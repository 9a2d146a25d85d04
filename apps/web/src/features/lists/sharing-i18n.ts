import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/sharing/en.json';

// Apart from the lists' own catalogue, which holds 300 lines already.
registerNamespace(en, {
  de: () => import('./locales/sharing/de.json'),
  fr: () => import('./locales/sharing/fr.json'),
});

/**
 * Whose a list is when others share its ownership, the way to share it, whom it is shared with
 * once in circles, and who sees the marks on a managed member's list (C3-C5).
 */
export const sharingT = translator<keyof typeof en>();

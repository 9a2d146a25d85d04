import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/account/en.json';

// Apart from the sign-in texts: the sign-in page loads neither these nor the profile's code.
registerNamespace(en, {
  de: () => import('./locales/account/de.json'),
  fr: () => import('./locales/account/fr.json'),
});

export type AccountKey = keyof typeof en;

/** Profile, e-mail confirmation, notification and account texts (keys `account.…`). */
export const accountT = translator<AccountKey>();

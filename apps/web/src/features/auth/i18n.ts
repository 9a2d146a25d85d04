import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/en.json';

registerNamespace(en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
});

export type AuthKey = keyof typeof en;

/** Sign-in, account and profile texts (keys `auth.…`), in the language in use. */
export const t = translator<AuthKey>();

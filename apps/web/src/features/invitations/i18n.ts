import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/en.json';

registerNamespace(en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
});

export type InvitationsKey = keyof typeof en;

/** Sharing and invitation texts (keys `invitations.…`), in the language in use. */
export const t = translator<InvitationsKey>();

import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/en.json';

registerNamespace(en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
});

/** The lists feature's texts (keys `lists.…`): dashboard, list page, items and their dialogs. */
export const t = translator<keyof typeof en>();

/** A key of the lists catalogue, for texts chosen before they are translated. */
export type ListsKey = Parameters<typeof t>[0];

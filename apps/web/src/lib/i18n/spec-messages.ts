import en from '../../../../../packages/core/src/locales/en.json';
import { registerNamespace, translator } from './i18n';

// The spec's own texts (section 8 and screens), shared with the server's answers.
registerNamespace(en, {
  de: () => import('../../../../../packages/core/src/locales/de.json'),
  fr: () => import('../../../../../packages/core/src/locales/fr.json'),
});

/** The spec's texts, letter for letter in English, in the language in use. */
export const specT = translator<keyof typeof en>();

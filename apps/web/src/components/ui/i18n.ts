import { registerNamespace, translator } from '../../lib/i18n';
import en from './locales/en.json';

// Its own namespace, not the app's: shared pieces sit below features and the app shell, and
// import nothing from them (the /login page loads these few texts, not the shell's).
registerNamespace(en, {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
});

/** The shared UI pieces' texts (keys `ui.…`), in the language in use. */
export const t = translator<keyof typeof en>();

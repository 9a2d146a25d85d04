export { currentLanguage, registerNamespace, setLanguage, translator, useLanguage } from './i18n';
export { isLanguage, LANGUAGE_KEY, LANGUAGE_NAMES, pickLanguage } from './languages';
export { specT } from './spec-messages';

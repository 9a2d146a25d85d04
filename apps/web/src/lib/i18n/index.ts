export {
  catalogsReady,
  currentLanguage,
  registerNamespace,
  setLanguage,
  translator,
  useLanguage,
  withCatalogs,
} from './i18n';
export { isLanguage, LANGUAGE_KEY, LANGUAGE_NAMES, pickLanguage } from './languages';
export { richText } from './rich-text';
export { specT } from './spec-messages';

import { LANGUAGES } from '@wishlist/core';
import { LANGUAGE_NAMES } from '../../../lib/i18n';

/** Each language in its own name and marked as such, so a screen reader says it right. */
export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}

import '../auth.css';
import type { Language } from '@wishlist/core';
import { useId, useRef, useState } from 'react';
import { isLanguage, setLanguage, useLanguage } from '../../../lib/i18n';
import { t } from '../i18n';
import { refocusAfterSwitch, useRefocusAfterSwitch } from './language-focus';
import { LanguageOptions } from './language-options';

// A globe, drawn with currentColor: says "language" before the words can be read.
const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.6C8.9 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 5.6c.6-1.1 1.1-2.3 1.4-3.6h3a8 8 0 0 1-4.4 3.6Zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z';

/**
 * The language for someone not signed in (the sign-in, registration, reset and invitation
 * pages): kept on this device only. An account's own language is chosen on the profile.
 */
export function LanguageSelect() {
  const id = useId();
  const language = useLanguage();
  const picker = useRef<HTMLSelectElement>(null);
  const [pending, setPending] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);
  useRefocusAfterSwitch(picker);

  const choose = (chosen: string) => {
    if (!isLanguage(chosen) || chosen === language) return;
    setFailed(false);
    setPending(chosen);
    refocusAfterSwitch();
    // On success the whole page is drawn again in the new language; only a failure lands here.
    setLanguage(chosen).catch(() => {
      refocusAfterSwitch(false);
      setPending(null);
      setFailed(true);
    });
  };

  return (
    <div className="language-select">
      <label htmlFor={id} className="language-select-label">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" fillRule="evenodd" d={GLOBE} />
        </svg>
        <span>{t('auth.language.title')}</span>
      </label>
      <select
        id={id}
        ref={picker}
        className="language-select-input"
        value={pending ?? language}
        onChange={(event) => choose(event.target.value)}
      >
        <LanguageOptions />
      </select>
      {failed ? (
        <p className="field-error language-select-error" role="alert">
          {t('auth.language.loadFailed')}
        </p>
      ) : null}
    </div>
  );
}

import '../auth.css';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { isLanguage, useLanguage } from '../../../lib/i18n';
import { accountT } from '../account-i18n';
import { useSaveLanguage } from '../api/language';
import { t } from '../i18n';
import { refocusAfterSwitch, useRefocusAfterSwitch } from './language-focus';
import { LanguageOptions } from './language-options';

/**
 * The profile's language (N5): kept with the account, so the app on every device and the
 * e-mails sent to the person use it. The app switches once the server has saved it.
 */
export function LanguageSettings() {
  const language = useLanguage();
  const save = useSaveLanguage();
  const picker = useRef<HTMLSelectElement>(null);
  useRefocusAfterSwitch(picker);

  const choose = (chosen: string) => {
    // Not disabled while saving: a disabled select drops the keyboard focus.
    if (!isLanguage(chosen) || chosen === language || save.isPending) return;
    refocusAfterSwitch();
    save.mutate(chosen, { onError: () => refocusAfterSwitch(false) });
  };

  return (
    <div className="stack">
      <h2 id="language-title" className="section-title">
        {t('auth.language.title')}
      </h2>
      <p id="language-text" className="muted">
        {accountT('account.language.text')}
      </p>
      {save.isError ? (
        <Alert tone="error">
          {errorMessage(save.error, accountT('account.language.saveFailed'))}
        </Alert>
      ) : null}
      <select
        ref={picker}
        className="input language-picker"
        aria-labelledby="language-title"
        aria-describedby="language-text"
        value={save.isPending ? save.variables : language}
        onChange={(event) => choose(event.target.value)}
      >
        <LanguageOptions />
      </select>
      {save.isPending ? <Spinner label={accountT('account.language.saving')} /> : null}
    </div>
  );
}

import { LIMITS } from '@wishlist/core';
import type { Dispatch } from 'react';
import { ConnectionHint, useCanSend } from '../../offline';
import { t } from '../i18n';
import type { QuickAddEvent } from './quick-add-machine';

interface UrlStepProps {
  url: string;
  problem: string | null;
  dispatch: Dispatch<QuickAddEvent>;
}

/** The URL form; a failed attempt goes on to the add form (quick-add-machine.ts). */
export function UrlStep({ url, problem, dispatch }: UrlStepProps) {
  const canSend = useCanSend();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'submit' });
      }}
    >
      <div className="field">
        <label htmlFor="quick-add-url" className="field-label">
          {t('quickAdd.url.label')}
        </label>
        <input
          id="quick-add-url"
          className="input"
          type="url"
          inputMode="url"
          placeholder={t('quickAdd.url.placeholder')}
          maxLength={LIMITS.linkMax}
          value={url}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'quick-add-url-error' : undefined}
          onChange={(event) => dispatch({ type: 'type', url: event.target.value })}
        />
        {problem ? (
          <p id="quick-add-url-error" className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <ConnectionHint />
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch({ type: 'close' })}
        >
          {t('quickAdd.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!canSend}>
          {t('quickAdd.getDetails')}
        </button>
      </div>
    </form>
  );
}

import { LIMITS } from '@wishlist/core';
import type { Dispatch } from 'react';
import { useEffect, useRef } from 'react';
import { t } from '../i18n';
import type { QuickAddEvent } from './quick-add-machine';

interface UrlStepProps {
  url: string;
  problem: string | null;
  /** The last attempt failed: offer to fill in the form by hand. */
  failed: boolean;
  dispatch: Dispatch<QuickAddEvent>;
}

/**
 * The URL form. After a failure it comes back with the URL as typed, the server's sentence
 * under it and the cursor in it, so the address can be fixed and tried again, or the item
 * added by hand (quick-add-machine.ts).
 */
export function UrlStep({ url, problem, failed, dispatch }: UrlStepProps) {
  const input = useRef<HTMLInputElement>(null);
  // Mounted anew when an attempt fails: the dialog's focus had gone with the progress view.
  const failedOnMount = useRef(failed);
  useEffect(() => {
    if (failedOnMount.current) input.current?.focus();
  }, []);
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
          ref={input}
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
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch({ type: 'close' })}
        >
          {t('quickAdd.cancel')}
        </button>
        {failed ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => dispatch({ type: 'by-hand' })}
          >
            {t('quickAdd.byHand')}
          </button>
        ) : null}
        <button type="submit" className="button button-primary">
          {t('quickAdd.getDetails')}
        </button>
      </div>
    </form>
  );
}

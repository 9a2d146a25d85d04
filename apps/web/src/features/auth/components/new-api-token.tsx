import type { CreatedApiToken } from '@wishlist/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { accountT } from '../account-i18n';

interface NewApiTokenProps {
  created: CreatedApiToken;
  onDone: () => void;
}

/**
 * A token just made, the only time its text is shown (P2). Focus moves to the copy button,
 * which reads out that the token will not be shown again; "Done" forgets the text.
 */
export function NewApiToken({ created, onDone }: NewApiTokenProps) {
  const id = useId();
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    copyButton.current?.focus();
  }, []);

  const copy = async () => {
    try {
      // Not there on a page served over plain HTTP from another machine.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(created.token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="new-api-token stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="subheading">
        {accountT('account.tokens.newTitle', { name: created.name })}
      </h3>
      <p id={`${id}-once`}>{accountT('account.tokens.newOnce')}</p>
      <code className="api-token-text">{created.token}</code>
      {copied === 'yes' ? <Alert tone="success">{accountT('account.tokens.copied')}</Alert> : null}
      {copied === 'failed' ? (
        <Alert tone="error">{accountT('account.tokens.copyFailed')}</Alert>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          {accountT('account.tokens.done')}
        </button>
        <button
          ref={copyButton}
          type="button"
          className="button button-primary"
          aria-describedby={`${id}-once`}
          onClick={() => void copy()}
        >
          {accountT('account.tokens.copy')}
        </button>
      </div>
    </section>
  );
}

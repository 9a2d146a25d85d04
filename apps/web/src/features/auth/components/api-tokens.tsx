import './api-tokens.css';
import type { CreatedApiToken } from '@wishlist/core';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { accountT } from '../account-i18n';
import { useApiTokens } from '../api/api-tokens';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenList } from './api-token-list';
import { NewApiToken } from './new-api-token';

/**
 * The profile's "API tokens" (P2): the person's tokens, making one (shown once), revoking one.
 * A token made here is never shown again, so its text lives in this component's state only,
 * until "Done" or leaving the page.
 */
export function ApiTokens() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  return (
    <section className="card stack" aria-labelledby="api-tokens-title">
      <h2 ref={title} id="api-tokens-title" className="section-title" tabIndex={-1}>
        {accountT('account.tokens.title')}
      </h2>
      <p className="muted">{accountT('account.tokens.text')}</p>
      <p className="muted">{accountT('account.tokens.limits')}</p>
      {tokens.isPending ? <Spinner label={accountT('account.tokens.loading')} /> : null}
      {tokens.isError ? (
        <Alert tone="error">
          {errorMessage(tokens.error, accountT('account.tokens.loadFailed'))}
        </Alert>
      ) : null}
      {tokens.data ? (
        <ApiTokenList tokens={tokens.data} afterRevoke={() => title.current?.focus()} />
      ) : null}
      {created ? (
        <NewApiToken
          key={created.id}
          created={created}
          onDone={() => {
            setCreated(null);
            nameInput.current?.focus();
          }}
        />
      ) : null}
      <ApiTokenForm onCreated={setCreated} nameInput={nameInput} />
    </section>
  );
}

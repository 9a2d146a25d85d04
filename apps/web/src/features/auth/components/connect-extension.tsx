import { readExtensionMessage, webAppReady, webAppToken } from '@wishlist/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { withReason } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { accountT as t } from '../account-i18n';
import { useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { heldExtensionToken, rememberExtensionToken } from '../extension-token-memory';

/** Where the extension stands: not heard yet, there, holding its token, or refusing it. */
type ExtensionState = 'waiting' | 'present' | 'connected' | 'refused';

/** Sends to this page's own origin only: the extension's relay on it, and nothing else. */
const tellPage = (message: unknown) => window.postMessage(message, window.location.origin);

/**
 * The browser extension's sign-in (X1): the person, signed in here, confirms, and the page makes
 * a personal API token (P2, write) and gives it to the extension's relay on this page
 * (docs/decisions/041). The token is never in an address, never shown, and kept by nothing
 * here once given; one the extension refuses is revoked at once, and the one a new connection
 * replaces on this device too.
 */
export function ConnectExtension() {
  const [extension, setExtension] = useState<ExtensionState>('waiting');
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const given = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const userId = useCurrentUser()?.id;

  useEffect(() => {
    const hear = (event: MessageEvent) => {
      if (event.source !== window || event.origin !== window.location.origin) return;
      const said = readExtensionMessage(event.data);
      if (!said) return;
      if (said.type === 'hello') setExtension((now) => (now === 'waiting' ? 'present' : now));
      else setExtension(said.type);
    };
    window.addEventListener('message', hear);
    // The relay may have said hello before this page listened: it answers this.
    tellPage(webAppReady());
    return () => window.removeEventListener('message', hear);
  }, []);

  useEffect(() => {
    if (extension === 'refused' && given.current) revoke.mutate(given.current);
    if (extension === 'connected' && given.current && userId) {
      // The token it held before is of no more use to it.
      const replaced = heldExtensionToken(userId);
      if (replaced && replaced !== given.current) revoke.mutate(replaced);
      rememberExtensionToken(userId, given.current);
    }
    if (extension === 'connected' || extension === 'refused') heading.current?.focus();
  }, [extension, revoke.mutate, userId]);

  const connect = () =>
    create.mutate(
      { name: t('account.extension.tokenName'), scope: 'write' },
      {
        onSuccess: ({ id, token }) => {
          given.current = id;
          tellPage(webAppToken(token));
          // The text leaves this page's memory with the answer that held it.
          create.reset();
        },
      },
    );

  const done = extension === 'connected';
  return (
    <section className="card stack" aria-labelledby="connect-extension-title">
      <h2 id="connect-extension-title" className="subheading" ref={heading} tabIndex={-1}>
        {done ? t('account.extension.connectedTitle') : t('account.extension.askTitle')}
      </h2>
      {done ? (
        <Alert tone="success">{t('account.extension.connected')}</Alert>
      ) : (
        <>
          <p>{t('account.extension.text')}</p>
          <p className="muted">{t('account.extension.limits')}</p>
          {extension === 'waiting' ? (
            <p role="status" className="muted">
              {t('account.extension.waiting')}
            </p>
          ) : null}
          {extension === 'refused' ? (
            <Alert tone="error">{t('account.extension.refused')}</Alert>
          ) : null}
          {create.isError ? (
            <Alert tone="error">
              {withReason(create.error, t('account.extension.createFailed'))}
            </Alert>
          ) : null}
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={extension !== 'present' || create.isPending}
              onClick={connect}
            >
              {create.isPending
                ? t('account.extension.connecting')
                : t('account.extension.connect')}
            </button>
            <Link to="/dashboard" className="button">
              {t('account.extension.cancel')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

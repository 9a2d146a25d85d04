import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ApiToken } from '@wishlist/core';
import { useRef, useState } from 'react';
import { t as uiT } from '../../../components/ui/i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { accountT } from '../account-i18n';
import { useRevokeApiToken } from '../api/api-tokens';
import { SCOPE_LABELS } from './api-token-form';

interface ApiTokenListProps {
  tokens: ApiToken[];
  /** Focused when a token is revoked: its row, and the button that asked, are going. */
  afterRevoke: () => void;
}

/** The person's tokens: name, what each may do, when made and last used, and revoking one. */
export function ApiTokenList({ tokens, afterRevoke }: ApiTokenListProps) {
  const revoke = useRevokeApiToken();
  // Kept after the question closes, so its title does not change while it fades out.
  const [asked, setAsked] = useState<ApiToken | null>(null);
  const [open, setOpen] = useState(false);
  const asker = useRef<HTMLButtonElement | null>(null);
  const revoking = useRef(false);

  if (tokens.length === 0) return <p className="muted">{accountT('account.tokens.empty')}</p>;

  const confirm = () => {
    if (!asked) return;
    const { id, name } = asked;
    revoking.current = true;
    revoke.mutate(id, {
      onSuccess: () => toast.show(accountT('account.tokens.revoked', { name })),
      onError: (error) =>
        toast.show(errorMessage(error, accountT('account.tokens.revokeFailed')), 'error'),
    });
  };

  return (
    <>
      <ul className="api-token-list" aria-label={accountT('account.tokens.listLabel')}>
        {tokens.map((token) => (
          <li key={token.id} className="api-token-row">
            <div className="api-token-facts">
              <span className="api-token-name">{token.name}</span>
              <span className={`badge ${token.scope === 'write' ? 'badge-amber' : 'badge-blue'}`}>
                {accountT(SCOPE_LABELS[token.scope])}
              </span>
              <span className="api-token-dates muted">
                <span>
                  {accountT('account.tokens.created', { date: formatDate(token.createdAt) })}
                </span>
                {' · '}
                <span>
                  {token.lastUsedAt
                    ? accountT('account.tokens.lastUsed', { date: formatDate(token.lastUsedAt) })
                    : accountT('account.tokens.neverUsed')}
                </span>
              </span>
            </div>
            <button
              type="button"
              className="button button-ghost-danger button-small"
              aria-label={accountT('account.tokens.revokeLabel', { name: token.name })}
              onClick={(event) => {
                asker.current = event.currentTarget;
                revoking.current = false;
                setAsked(token);
                setOpen(true);
              }}
            >
              {accountT('account.tokens.revoke')}
            </button>
          </li>
        ))}
      </ul>
      {/* Not ConfirmDialog: focus goes back to the button that asked, unless the token was
          revoked, when that button is about to go; then to the section. */}
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="dialog-overlay" />
          <AlertDialog.Content
            className="dialog-content dialog-sm"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (revoking.current || !asker.current?.isConnected) afterRevoke();
              else asker.current.focus();
            }}
          >
            <AlertDialog.Title className="dialog-title">
              {accountT('account.tokens.revokeTitle', { name: asked?.name ?? '' })}
            </AlertDialog.Title>
            <AlertDialog.Description className="dialog-description">
              {accountT('account.tokens.revokeText')}
            </AlertDialog.Description>
            <div className="dialog-actions">
              <AlertDialog.Cancel className="button button-secondary">
                {uiT('ui.cancel')}
              </AlertDialog.Cancel>
              <AlertDialog.Action className="button button-danger" onClick={confirm}>
                {accountT('account.tokens.revokeConfirm')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

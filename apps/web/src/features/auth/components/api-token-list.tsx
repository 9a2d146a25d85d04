import type { ApiToken } from '@wishlist/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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

  if (tokens.length === 0) return <p className="muted">{accountT('account.tokens.empty')}</p>;

  const confirm = () => {
    if (!asked) return;
    const { id, name } = asked;
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
              onClick={() => {
                setAsked(token);
                setOpen(true);
              }}
            >
              {accountT('account.tokens.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={accountT('account.tokens.revokeTitle', { name: asked?.name ?? '' })}
        description={accountT('account.tokens.revokeText')}
        confirmLabel={accountT('account.tokens.revokeConfirm')}
        onConfirm={confirm}
        // The button that asked goes with the token's row.
        focusAfterConfirm={afterRevoke}
      />
    </>
  );
}

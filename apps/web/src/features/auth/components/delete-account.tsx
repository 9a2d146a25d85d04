import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { accountT } from '../account-i18n';
import { useDeleteAccount } from '../api/account';
import { t } from '../i18n';

/** Deleting the account, after the password (when it has one) confirms it is really them. */
export function DeleteAccount() {
  const user = useCurrentUser();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  if (!user) return null;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      remove.reset();
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(user.hasPassword ? { password } : {});
  };

  return (
    <section className="stack" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="section-title">
        {accountT('account.delete.title')}
      </h2>
      <p className="muted">{accountT('account.delete.text')}</p>
      <div className="form-actions">
        <button type="button" className="button button-danger" onClick={() => changeOpen(true)}>
          {accountT('account.delete.open')}
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title={accountT('account.delete.dialogTitle')}
        description={accountT('account.delete.dialogText')}
        size="sm"
      >
        <form className="stack" onSubmit={submit}>
          {remove.isError ? (
            <Alert tone="error">
              {errorMessage(remove.error, accountT('account.delete.failed'))}
            </Alert>
          ) : null}
          {user.hasPassword ? (
            <PasswordField
              label={accountT('account.delete.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : null}
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => changeOpen(false)}
            >
              {t('auth.cancel')}
            </button>
            <button type="submit" className="button button-danger" disabled={remove.isPending}>
              {remove.isPending
                ? accountT('account.delete.pending')
                : accountT('account.delete.submit')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/account';

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
        Delete account
      </h2>
      <p className="muted">
        Your lists and their items go for good, friends lose access to them, and gifts you marked as
        bought on friends' lists become free again.
      </p>
      <div className="form-actions">
        <button type="button" className="button button-danger" onClick={() => changeOpen(true)}>
          Delete my account…
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title="Delete your account?"
        description="This cannot be undone."
        size="sm"
      >
        <form className="stack" onSubmit={submit}>
          {remove.isError ? (
            <Alert tone="error">{errorMessage(remove.error, 'Failed to delete account')}</Alert>
          ) : null}
          {user.hasPassword ? (
            <PasswordField
              label="Your password"
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
              Cancel
            </button>
            <button type="submit" className="button button-danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete account'}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

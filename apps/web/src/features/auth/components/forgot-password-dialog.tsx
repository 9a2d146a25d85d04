import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { t } from '../i18n';

interface ForgotPasswordDialogProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The address to start from (what the sign-in form holds). */
  initialEmail?: string;
}

export function ForgotPasswordDialog({
  open,
  setOpen,
  initialEmail = '',
}: ForgotPasswordDialogProps) {
  const [email, setEmail] = useState(initialEmail);
  const forgot = useForgotPassword();
  // Each opening starts from the address typed on the form since.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setEmail(initialEmail);
  }

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      forgot.reset();
      setEmail('');
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forgot.mutate(email.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('auth.forgot.title')}
      description={t('auth.forgot.text')}
      size="sm"
      // An address typed here (not the one brought from the sign-in form) is asked about.
      dirty={!forgot.isSuccess && email.trim() !== '' && email.trim() !== initialEmail.trim()}
    >
      {forgot.isSuccess ? (
        <div className="stack">
          <Alert tone="success">{forgot.data.message}</Alert>
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => changeOpen(false)}
            >
              {t('auth.done')}
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={submit}>
          {forgot.isError ? (
            <Alert tone="error">{errorMessage(forgot.error, specT('spec.sendResetFailed'))}</Alert>
          ) : null}
          <InputField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => changeOpen(false)}
            >
              {t('auth.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={forgot.isPending}>
              {forgot.isPending ? t('auth.sending') : t('auth.forgot.send')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { accountT } from '../account-i18n';
import { useChangePassword } from '../api/account';
import { t } from '../i18n';
import { NewPasswordFields } from './new-password-fields';
import { checkNewPassword, hasProblems, type NewPasswordProblems } from './password-rules';

/**
 * Changes the password, or sets a first one for an account made by joining from an invitation
 * (which has none to give). Other devices are signed out; this one stays signed in.
 */
export function PasswordChangeForm() {
  const user = useCurrentUser();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  if (!user) return null;
  const hasPassword = user.hasPassword;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewPassword(password, confirm);
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstInvalid();
      return;
    }
    change.mutate(
      { ...(hasPassword ? { currentPassword: current } : {}), newPassword: password },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirm('');
        },
      },
    );
  };

  const failed = change.isError
    ? errorMessage(change.error, accountT('account.passwordChange.failed'))
    : null;
  return (
    <form ref={formRef} className="stack" onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title" className="section-title">
        {hasPassword
          ? accountT('account.passwordChange.changeTitle')
          : accountT('account.passwordChange.setTitle')}
      </h2>
      {hasPassword ? null : (
        <p className="muted">{accountT('account.passwordChange.joinedText')}</p>
      )}
      <FormAlert message={failed} />
      {change.isSuccess && !failed && !hasProblems(problems) ? (
        <Alert tone="success">{accountT('account.passwordChange.saved')}</Alert>
      ) : null}
      {hasPassword ? (
        <PasswordField
          label={accountT('account.passwordChange.current')}
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      ) : null}
      <NewPasswordFields
        problems={problems}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending
            ? t('auth.saving')
            : hasPassword
              ? accountT('account.passwordChange.change')
              : accountT('account.passwordChange.set')}
        </button>
      </div>
    </form>
  );
}

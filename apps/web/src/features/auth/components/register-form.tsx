import '../auth.css';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { nextPath } from '../../../lib/next-path';
import { useRegister } from '../api/register';
import { t } from '../i18n';
import { checkNewPassword, hasProblems, type NewPasswordProblems } from './password-rules';

export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const registerUser = useRegister();
  const [name, setName] = useState('');
  // An invitation's page fills in the address it was sent to, and gives its token: where
  // registration is by invitation, the token is what lets the account be made.
  const [email, setEmail] = useState(() => new URLSearchParams(location.search).get('email') ?? '');
  const invitationToken = new URLSearchParams(location.search).get('invitation') || undefined;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewPassword(password, confirm);
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstInvalid();
      return;
    }
    registerUser.mutate(
      { name: name.trim(), email: email.trim(), password, invitationToken },
      { onSuccess: () => void navigate(nextPath(location.search), { replace: true }) },
    );
  };

  return (
    <form ref={formRef} className="stack" onSubmit={submit}>
      <FormAlert
        message={
          registerUser.isError
            ? errorMessage(registerUser.error, specT('spec.registrationFailed'))
            : null
        }
      />
      <InputField
        label={t('auth.fullName')}
        name="name"
        autoComplete="name"
        required
        maxLength={LIMITS.nameMax * 2}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <InputField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="new-password"
        required
        error={problems.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={t('auth.register.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={problems.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={registerUser.isPending}
      >
        {registerUser.isPending ? t('auth.register.pending') : t('auth.register.submit')}
      </button>
    </form>
  );
}

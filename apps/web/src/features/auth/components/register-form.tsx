import '../auth.css';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { nextPath } from '../../../lib/next-path';
import { useRegister } from '../api/register';
import { t } from '../i18n';
import { checkNewPassword } from './password-rules';

export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const registerUser = useRegister();
  const [name, setName] = useState('');
  // An invitation's link fills in the address it was sent to.
  const [email, setEmail] = useState(() => new URLSearchParams(location.search).get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordProblem = checkNewPassword(password, confirm);
    setProblem(passwordProblem);
    if (passwordProblem) return;
    registerUser.mutate(
      { name: name.trim(), email: email.trim(), password },
      { onSuccess: () => void navigate(nextPath(location.search), { replace: true }) },
    );
  };

  const shown =
    problem ??
    (registerUser.isError
      ? errorMessage(registerUser.error, specT('spec.registrationFailed'))
      : null);

  return (
    <form className="stack" onSubmit={submit}>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
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
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordField
        label={t('auth.register.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
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

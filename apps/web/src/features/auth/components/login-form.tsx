import '../auth.css';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { nextPath } from '../../../lib/next-path';
import { useLogin } from '../api/login';
import { t } from '../i18n';

interface LoginFormProps {
  /** The address typed so far: the page keeps it, so "Forgot your password?" starts from it. */
  email: string;
  onEmailChange: (email: string) => void;
}

export function LoginForm({ email, onEmailChange: setEmail }: LoginFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: () => void navigate(nextPath(location.search), { replace: true }) },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate={false}>
      {login.isError ? (
        <Alert tone="error">{errorMessage(login.error, specT('spec.loginFailed'))}</Alert>
      ) : null}
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
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={login.isPending}
      >
        {login.isPending ? t('auth.login.pending') : t('auth.signIn')}
      </button>
    </form>
  );
}

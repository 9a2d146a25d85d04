import '../auth.css';
import { MESSAGES } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { nextPath } from '../../../lib/next-path';
import { useLogin } from '../api/login';

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
        <Alert tone="error">{errorMessage(login.error, MESSAGES.loginFailed)}</Alert>
      ) : null}
      <InputField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
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
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

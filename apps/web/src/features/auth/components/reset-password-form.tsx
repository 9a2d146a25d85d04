import '../auth.css';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { t } from '../i18n';
import { NewPasswordFields } from './new-password-fields';
import { checkNewPassword } from './password-rules';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate('/login'), LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = token.trim()
      ? checkNewPassword(password, confirm)
      : specT('spec.invalidResetLink');
    setProblem(found);
    if (found) return;
    reset.mutate({ token, password });
  };

  if (reset.isSuccess) {
    return (
      <Alert tone="success">
        {reset.data.message} {t('auth.reset.redirecting')}
      </Alert>
    );
  }

  const shown =
    problem ?? (reset.isError ? errorMessage(reset.error, specT('spec.resetFailed')) : null);
  return (
    <form className="stack" onSubmit={submit}>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={reset.isPending}
      >
        {reset.isPending ? t('auth.saving') : t('auth.reset.submit')}
      </button>
    </form>
  );
}

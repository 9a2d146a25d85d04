import '../auth.css';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { t } from '../i18n';
import { NewPasswordFields } from './new-password-fields';
import { checkNewPassword, hasProblems, type NewPasswordProblems } from './password-rules';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => void navigate('/login'), LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // No token is the link's fault, said for the whole form; the rest at the fields.
    const badLink = token.trim() ? null : specT('spec.invalidResetLink');
    const found = badLink ? {} : checkNewPassword(password, confirm);
    setLinkProblem(badLink);
    setProblems(found);
    if (badLink) return;
    if (hasProblems(found)) {
      focusFirstInvalid();
      return;
    }
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
    linkProblem ?? (reset.isError ? errorMessage(reset.error, specT('spec.resetFailed')) : null);
  return (
    <form ref={formRef} className="stack" onSubmit={submit}>
      <FormAlert message={shown} />
      <NewPasswordFields
        problems={problems}
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

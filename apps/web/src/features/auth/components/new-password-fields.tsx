import { PasswordField } from '../../../components/ui/password-field';
import { t } from '../i18n';
import type { NewPasswordProblems } from './password-rules';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
  /** What `checkNewPassword` found, shown under the field it is about. */
  problems?: NewPasswordProblems;
}

/** A new password and its confirmation, checked together by `checkNewPassword`. */
export function NewPasswordFields({ problems = {}, ...props }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        required
        error={problems.password}
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={problems.confirm}
        value={props.confirm}
        onChange={(event) => props.onConfirmChange(event.target.value)}
      />
    </>
  );
}

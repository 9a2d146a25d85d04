import { PasswordField } from '../../../components/ui/password-field';
import { t } from '../i18n';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
}

/** A new password and its confirmation, checked together by `checkNewPassword`. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        required
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        required
        value={props.confirm}
        onChange={(event) => props.onConfirmChange(event.target.value)}
      />
    </>
  );
}

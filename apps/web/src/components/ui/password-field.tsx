import type { InputHTMLAttributes } from 'react';
import { useState } from 'react';
import { FieldShell } from './field';
import { t } from './i18n';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  /** Why the password is refused, said under the field and read with it. */
  error?: string | null;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error}>
      {(ids) => (
        <div className="password-wrap">
          <input className="input" type={visible ? 'text' : 'password'} {...ids} {...input} />
          <button
            type="button"
            className="password-toggle"
            aria-label={t(visible ? 'ui.password.hideLabel' : 'ui.password.showLabel')}
            aria-controls={ids.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {t(visible ? 'ui.password.hide' : 'ui.password.show')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

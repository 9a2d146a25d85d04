import type { InputHTMLAttributes } from 'react';
import { useId, useState } from 'react';
import { t } from './i18n';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A password input with a show/hide toggle. */
export function PasswordField({ label, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="password-wrap">
        <input id={id} className="input" type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="password-toggle"
          aria-label={t(visible ? 'ui.password.hideLabel' : 'ui.password.showLabel')}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? 'ui.password.hide' : 'ui.password.show')}
        </button>
      </div>
    </div>
  );
}

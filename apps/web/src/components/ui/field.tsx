import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';

interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode;
}

function FieldShell({ label, hint, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, hintId })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode };

export function InputField({ label, hint, ...input }: InputFieldProps) {
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, hintId }) => <input id={id} className="input" aria-describedby={hintId} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: ReactNode;
};

export function TextAreaField({ label, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint}>
      {({ id, hintId }) => (
        <textarea id={id} className="input textarea" aria-describedby={hintId} {...textarea} />
      )}
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: ReactNode;
};

/** A checkbox with its label beside it and, below, a line saying what it does. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field checkbox-field">
      <div className="checkbox-row">
        <input id={id} type="checkbox" className="checkbox" aria-describedby={hintId} {...input} />
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

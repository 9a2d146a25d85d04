import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';

/** What the control under a label carries: its id, what describes it, whether it is refused. */
export interface FieldIds {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  /**
   * Why the value is refused: under the field, read with it, and announced when it appears
   * (as Quick Add's address and the inline title edit say theirs).
   */
  error?: string | null;
  children: (ids: FieldIds) => ReactNode;
}

/** A label, the control, then its hint and its error, both tied to the control. */
export function FieldShell({ label, hint, error, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
};

export function InputField({ label, hint, error, ...input }: InputFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(ids) => <input className="input" {...ids} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
};

export function TextAreaField({ label, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(ids) => <textarea className="input textarea" {...ids} {...textarea} />}
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

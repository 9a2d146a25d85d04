import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit that found problems, focus goes to the first field marked invalid (each field
 * shows its own error: field.tsx), once the errors have rendered. Give `formRef` to the form and
 * call `focusFirstInvalid()` where the problems are set.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const focusFirstInvalid = useCallback(() => setAttempt((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}

interface FormAlertProps {
  /** What went wrong with the whole form (a server's refusal), or null when nothing did. */
  message: string | null;
  /** More under the sentence (the rows an import was refused for). */
  children?: ReactNode;
}

/**
 * The error of a whole form, at its top: announced (role="alert") and scrolled into view each
 * time it says something new, so a long dialog scrolled to its button still shows it.
 */
export function FormAlert({ message, children }: FormAlertProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={alert} className="alert alert-error" role="alert">
      {children ? <p>{message}</p> : message}
      {children}
    </div>
  );
}

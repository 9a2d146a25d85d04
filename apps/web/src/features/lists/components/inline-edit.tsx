import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n';

/** The text being edited: what it is called and what it may hold. */
export interface InlineField {
  label: string;
  maxLength: number;
  multiline?: boolean;
  /** When set, the text may not be left empty, and this says so. */
  emptyMessage?: string;
  placeholder?: string;
}

interface InlineEditProps {
  value: string;
  field: InlineField;
  onSave: (value: string) => Promise<unknown>;
  renderView: (startEditing: () => void) => React.ReactNode;
}

/**
 * View → edit → save or cancel. Enter saves, Shift+Enter adds a line break where one is
 * allowed, Escape cancels; nothing is sent when the text did not change.
 */
export function InlineEdit({ value, field, onSave, renderView }: InlineEditProps) {
  const { label, maxLength, multiline = false, emptyMessage, placeholder } = field;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (editing) fieldRef.current?.focus();
  }, [editing]);

  const start = () => {
    setDraft(value);
    setProblem(null);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setProblem(null);
    setDraft(value);
  };
  const save = async () => {
    const trimmed = draft.trim();
    if (emptyMessage && !trimmed) {
      setProblem(emptyMessage);
      // Save pressed: the cursor goes back to the field the message is about.
      fieldRef.current?.focus();
      return;
    }
    if (trimmed === value.trim()) {
      setEditing(false);
      setProblem(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(trimmed);
      setEditing(false);
      setProblem(null);
    } catch {
      // the caller shows the failure; stay in edit mode so nothing typed is lost
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void save();
    }
  };

  if (!editing) return <>{renderView(start)}</>;

  const errorId = `${label.replace(/\W+/g, '-').toLowerCase()}-error`;
  const common = {
    ref: fieldRef,
    className: multiline ? 'input textarea inline-input' : 'input inline-input inline-title',
    'aria-label': label,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? errorId : undefined,
    value: draft,
    maxLength,
    placeholder,
    disabled: saving,
    onChange: (event: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      setDraft(event.target.value);
      if (problem) setProblem(null);
    },
    onKeyDown,
  };
  return (
    <div className="inline-edit">
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      {problem ? (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="inline-actions">
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => void save()}
          disabled={saving}
        >
          {t('lists.action.save')}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={cancel}>
          {t('lists.action.cancel')}
        </button>
      </div>
    </div>
  );
}

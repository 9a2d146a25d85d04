import type { Circle } from '@wishlist/core';
import type { FormEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { InputField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { useRenameCircle } from '../api/circle-actions';
import { t } from '../i18n';

/**
 * C1: an admin renames the circle in place. Enter saves, Escape cancels, as the list title's
 * edit does; an unchanged name closes without a call.
 */
export function CircleNameForm({ circle, onDone }: { circle: Circle; onDone: () => void }) {
  const rename = useRenameCircle(circle._id);
  const [name, setName] = useState(circle.name);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem(t('circles.create.required'));
      return;
    }
    if (trimmed === circle.name) return onDone();
    rename.mutate(trimmed, { onSuccess: onDone });
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };

  return (
    <form className="circle-rename stack" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <FormAlert
        message={rename.isError ? errorMessage(rename.error, t('circles.rename.failed')) : null}
      />
      <InputField
        label={t('circles.create.name')}
        // The form opens at the person's request: the name is where they go next.
        autoFocus
        required
        error={problem}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="form-actions">
        <button type="button" className="button button-secondary button-small" onClick={onDone}>
          {t('circles.rename.cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={rename.isPending}
        >
          {rename.isPending ? t('circles.rename.saving') : t('circles.rename.save')}
        </button>
      </div>
    </form>
  );
}

import type { Circle } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { ConnectionHint, useCanSend } from '../../offline';
import { useCreateCircle } from '../api/circle-actions';
import { t } from '../i18n';

/** C1: a new circle, its creator its admin; `onCreated` gets it (the page shows it next). */
export function CreateCircleForm({ onCreated }: { onCreated: (circle: Circle) => void }) {
  const create = useCreateCircle();
  const canSend = useCanSend();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem(t('circles.create.required'));
      focusFirstInvalid();
      return;
    }
    setProblem(null);
    create.mutate(trimmed, {
      onSuccess: (circle) => {
        setName('');
        onCreated(circle);
      },
    });
  };

  return (
    <form
      ref={formRef}
      className="card stack"
      onSubmit={submit}
      aria-labelledby="create-circle-title"
      noValidate
    >
      <UnsavedChangesGuard dirty={name.trim() !== ''} />
      <h2 id="create-circle-title" className="card-title">
        {t('circles.create.title')}
      </h2>
      <FormAlert
        message={create.isError ? errorMessage(create.error, t('circles.create.failed')) : null}
      />
      <InputField
        label={t('circles.create.name')}
        placeholder={t('circles.create.placeholder')}
        required
        error={problem}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <ConnectionHint />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={create.isPending || !canSend}
        >
          {create.isPending ? t('circles.create.pending') : t('circles.create.submit')}
        </button>
      </div>
    </form>
  );
}

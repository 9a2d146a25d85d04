import type { Circle } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { checkProfileName } from '../../auth';
import { useCanSend } from '../../offline';
import { useAddManaged } from '../api/managed-members';
import { t } from '../i18n';

/**
 * C4: an admin adds a child, or anyone without e-mail, to the circle by name; the admin keeps
 * them (their managers can be changed later). The name follows the profile's rules (2 to 50).
 */
export function AddManagedForm({ circle }: { circle: Circle }) {
  const add = useAddManaged(circle._id);
  const canSend = useCanSend();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const headingId = `circle-${circle._id}-add-managed`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkProfileName(name);
    setProblem(found);
    setAdded(null);
    if (found) return focusFirstInvalid();
    const trimmed = name.trim();
    add.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        setAdded(trimmed);
      },
    });
  };

  return (
    <section className="circle-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="subheading">
        {t('circles.managed.addTitle')}
      </h3>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate>
        <FormAlert
          message={add.isError ? errorMessage(add.error, t('circles.managed.addFailed')) : null}
        />
        {added ? <Alert tone="success">{t('circles.managed.added', { name: added })}</Alert> : null}
        <InputField
          label={t('circles.managed.name')}
          hint={t('circles.managed.addHint')}
          autoComplete="off"
          required
          error={problem}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
            setAdded(null);
          }}
        />
        <div className="form-actions">
          <button
            type="submit"
            className="button button-secondary"
            disabled={add.isPending || !canSend}
          >
            {add.isPending ? t('circles.managed.adding') : t('circles.managed.add')}
          </button>
        </div>
      </form>
    </section>
  );
}

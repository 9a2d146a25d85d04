import type { Circle, CircleMember } from '@wishlist/core';
import { QUOTAS } from '@wishlist/core';
import type { FormEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { CheckboxField, InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { checkProfileName } from '../../auth';
import { useCanSend } from '../../offline';
import { type ManagedChange, useUpdateManaged } from '../api/managed-members';
import { t } from '../i18n';

interface Candidate {
  _id: string;
  name: string;
  /** A manager already, from another of the member's circles (not among this one's people). */
  elsewhere: boolean;
}

/**
 * Who may keep the member: the circle's people with an account, and whoever keeps them already
 * (from another of their circles), so that saving never drops a manager nobody unticked.
 */
function candidatesFor(circle: Circle, member: CircleMember): Candidate[] {
  const here = circle.members
    .filter((person) => !person.managed)
    .map((person) => ({ _id: person._id, name: person.name, elsewhere: false }));
  const inCircle = new Set(here.map((person) => person._id));
  const others = (member.managers ?? [])
    .filter((manager) => !inCircle.has(manager._id))
    .map((manager) => ({ ...manager, elsewhere: true }));
  return [...here, ...others];
}

interface ManagedMemberEditorProps {
  circle: Circle;
  member: CircleMember;
  me: string;
  onDone: () => void;
}

/**
 * C4: a managed member's name and managers, changed in place by a manager or an admin. Only
 * what changed is sent; Escape cancels, as the circle's rename does.
 */
export function ManagedMemberEditor({ circle, member, me, onDone }: ManagedMemberEditorProps) {
  const update = useUpdateManaged(member._id);
  const canSend = useCanSend();
  const candidates = candidatesFor(circle, member);
  const current = (member.managers ?? []).map((manager) => manager._id);
  const [name, setName] = useState(member.name);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(current));
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [managersProblem, setManagersProblem] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const full = chosen.size >= QUOTAS.managersPerMember;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setManagersProblem(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const badName = checkProfileName(name);
    const noManager = chosen.size === 0 ? t('circles.managed.needManager') : null;
    setNameProblem(badName);
    setManagersProblem(noManager);
    if (badName || noManager) return focusFirstInvalid();
    const change: ManagedChange = {};
    if (name.trim() !== member.name) change.name = name.trim();
    const same = chosen.size === current.length && current.every((id) => chosen.has(id));
    // The whole set, in the order shown, so the same choice always sends the same body.
    if (!same) change.managerIds = candidates.map((c) => c._id).filter((id) => chosen.has(id));
    if (Object.keys(change).length === 0) return onDone();
    update.mutate(change, { onSuccess: onDone });
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };

  const legendId = `managed-${member._id}-managers`;
  return (
    <form
      ref={formRef}
      className="managed-editor stack"
      aria-label={t('circles.managed.editLabel', { name: member.name })}
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
      noValidate
    >
      <FormAlert
        message={
          update.isError ? errorMessage(update.error, t('circles.managed.saveFailed')) : null
        }
      />
      <InputField
        label={t('circles.managed.name')}
        // The form opens at the person's request: the name is where they go next.
        autoFocus
        required
        error={nameProblem}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameProblem(null);
        }}
      />
      <fieldset
        className="circle-choices"
        aria-describedby={managersProblem ? `${legendId}-problem` : `${legendId}-hint`}
      >
        <legend id={legendId} className="field-label">
          {t('circles.managed.managers', { name: member.name })}
        </legend>
        <p id={`${legendId}-hint`} className="field-hint">
          {t('circles.managed.managersHint', { max: QUOTAS.managersPerMember })}
        </p>
        {candidates.map((person) => (
          <CheckboxField
            key={person._id}
            label={person._id === me ? `${person.name} ${t('circles.you')}` : person.name}
            hint={
              person.elsewhere ? t('circles.managed.otherCircle', { name: member.name }) : undefined
            }
            checked={chosen.has(person._id)}
            disabled={full && !chosen.has(person._id)}
            aria-invalid={managersProblem ? true : undefined}
            onChange={(event) => toggle(person._id, event.target.checked)}
          />
        ))}
        {managersProblem ? (
          <p id={`${legendId}-problem`} className="field-error" role="alert">
            {managersProblem}
          </p>
        ) : null}
      </fieldset>
      <div className="form-actions">
        <button type="button" className="button button-secondary button-small" onClick={onDone}>
          {t('circles.rename.cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={update.isPending || !canSend}
        >
          {update.isPending ? t('circles.rename.saving') : t('circles.rename.save')}
        </button>
      </div>
    </form>
  );
}

import type { CircleMember } from '@wishlist/core';
import { useId } from 'react';
import { formatNames } from '../../../lib/format';
import { t } from '../i18n';

interface ParticipantsFieldProps {
  members: readonly CircleMember[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** Why the choice is refused (fewer than 2), under the boxes. */
  problem?: string | null;
}

/**
 * D1: who takes part, among the circle's people with an account (all ticked to start with).
 * A managed member (a child) cannot: nobody would look for them, so they are named apart.
 */
export function ParticipantsField({ members, chosen, onChange, problem }: ParticipantsFieldProps) {
  const id = useId();
  const people = members.filter((member) => !member.managed);
  const managed = members.filter((member) => member.managed);
  const describedBy = [managed.length > 0 ? `${id}-managed` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="draw-fieldset">
      <legend className="field-label">
        {t('draws.form.participants', { count: chosen.length, total: people.length })}
      </legend>
      <ul className="participant-choices">
        {people.map((person) => (
          <li key={person._id} className="checkbox-row">
            <input
              id={`${id}-${person._id}`}
              type="checkbox"
              className="checkbox"
              checked={chosen.includes(person._id)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? people
                        .map((one) => one._id)
                        .filter((one) => one === person._id || chosen.includes(one))
                    : chosen.filter((one) => one !== person._id),
                )
              }
            />
            <label htmlFor={`${id}-${person._id}`}>{person.name}</label>
          </li>
        ))}
      </ul>
      {managed.length > 0 ? (
        <p id={`${id}-managed`} className="field-hint">
          {t('draws.form.managedOut', {
            names: formatNames(managed.map((member) => member.name)),
            count: managed.length,
          })}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

import type { WishList } from '@wishlist/core';
import { QUOTAS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useDialogDirty } from '../../../components/ui/dialog';
import { CheckboxField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { formatNames } from '../../../lib/format';
import { useCanSend } from '../../offline';
import { useSetCoOwners } from '../api/co-owners';
import { useCircles } from '../api/get-circles';
import { t } from '../i18n';
import { coOwnerCandidates, type Person } from './co-owner-choices';

const sameSet = (a: ReadonlySet<string>, b: readonly string[]) =>
  a.size === b.length && b.every((id) => a.has(id));

interface CoOwnerPickerProps {
  list: WishList;
  /** The co-owners as the list's answer names them (the caller checked the answer has them). */
  coOwners: Person[];
  me: string;
}

/**
 * C5, in the Share dialog: the list's owner ticks who among the people of their circles
 * co-owns it, and saves the whole set at once (`PUT /api/lists/{id} {coOwnerIds}`). A co-owner
 * who no longer shares a circle with the owner cannot be sent again (the server refuses it, and
 * a 403 signs out): they are named apart, and the next save takes them off.
 */
export function CoOwnerPicker({ list, coOwners, me }: CoOwnerPickerProps) {
  const circles = useCircles();
  const save = useSetCoOwners(list._id);
  const canSend = useCanSend();
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  const [saved, setSaved] = useState(false);
  const candidates = coOwnerCandidates(circles.data ?? [], me);
  const offered = new Set(candidates.map((person) => person._id));
  const current = coOwners.map((person) => person._id);
  const stale = coOwners.filter((person) => !offered.has(person._id));
  const chosen = ticked ?? new Set(current.filter((id) => offered.has(id)));
  const changed = !sameSet(chosen, current);
  // Ticked and not saved: closing the dialog asks first, as the circle picker does.
  useDialogDirty(ticked !== null && changed);
  const full = chosen.size >= QUOTAS.coOwnersPerList;

  // In no circle (the circle picker says so), or the circles not known: nothing to offer.
  if (!circles.data || circles.data.length === 0) return null;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
    setSaved(false);
    save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The whole set, in the order shown, so the same choice always sends the same body.
    const ids = candidates.map((person) => person._id).filter((id) => chosen.has(id));
    save.mutate(ids, {
      onSuccess: () => {
        setTicked(null);
        setSaved(true);
      },
    });
  };

  return (
    <form className="circle-picker stack" onSubmit={submit} aria-labelledby="co-owner-title">
      <h3 id="co-owner-title" className="subheading">
        {t('circles.coOwners.title')}
      </h3>
      {candidates.length === 0 ? (
        <p className="muted">{t('circles.coOwners.nobody')}</p>
      ) : (
        <fieldset className="circle-choices">
          <legend className="muted">
            {t('circles.coOwners.text', { max: QUOTAS.coOwnersPerList })}
          </legend>
          {candidates.map((person) => (
            <CheckboxField
              key={person._id}
              label={person.name}
              checked={chosen.has(person._id)}
              disabled={full && !chosen.has(person._id)}
              onChange={(event) => toggle(person._id, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      {stale.length > 0 ? (
        <p className="muted">
          {t('circles.coOwners.stale', {
            names: formatNames(stale.map((person) => person.name)),
          })}
        </p>
      ) : null}
      {save.isError ? (
        <Alert tone="error">{errorMessage(save.error, t('circles.coOwners.failed'))}</Alert>
      ) : null}
      {saved ? <Alert tone="success">{t('circles.coOwners.saved')}</Alert> : null}
      <div className="form-actions">
        <button
          type="submit"
          className="button button-secondary"
          disabled={!changed || save.isPending || !canSend}
        >
          {save.isPending ? t('circles.picker.saving') : t('circles.coOwners.save')}
        </button>
      </div>
    </form>
  );
}

import '../circles.css';
import type { WishList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useDialogDirty } from '../../../components/ui/dialog';
import { CheckboxField } from '../../../components/ui/field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, errorMessage, isAuthError } from '../../../lib/api-client';
import { useCanSend } from '../../offline';
import { useCircles } from '../api/get-circles';
import { useSharedCircleIds, useShareIntoCircles } from '../api/share-into-circles';
import { t } from '../i18n';

const sameSet = (a: ReadonlySet<string>, b: readonly string[]) =>
  a.size === b.length && b.every((id) => a.has(id));

/**
 * C3, C6: in the list's Share dialog, beside the e-mail invitations, the owner ticks the circles
 * the list is shared into and saves them at once (`PUT /api/lists/{id} {circleIds}`).
 */
export function CirclePicker({ list }: { list: WishList }) {
  const circles = useCircles();
  const found = useSharedCircleIds(list, circles.data);
  // Once saved, what was saved: the circles' lists may still be on their way back.
  const [savedIds, setSavedIds] = useState<string[] | null>(null);
  const shared = savedIds ?? found;
  const share = useShareIntoCircles(list._id);
  const canSend = useCanSend();
  // What the owner ticked; until they tick anything, what the list is shared into.
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  const saved = savedIds !== null && ticked === null;
  const chosen = ticked ?? new Set(shared ?? []);
  const changed = ticked !== null && shared !== null && !sameSet(ticked, shared);
  // Ticked and not saved: closing the dialog asks first, as typed addresses do.
  useDialogDirty(changed);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
    share.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // In the order the circles are listed, so the same choice always sends the same body.
    const ids = (circles.data ?? []).map((c) => c._id).filter((id) => chosen.has(id));
    share.mutate(ids, {
      onSuccess: () => {
        setSavedIds(ids);
        setTicked(null);
      },
    });
  };

  // A server without circles (404) has nothing to offer here: the dialog is as it was.
  if (circles.error instanceof ApiRequestError && circles.error.status === 404) return null;
  return (
    <form className="circle-picker stack" onSubmit={submit} aria-labelledby="circle-picker-title">
      <h3 id="circle-picker-title" className="subheading">
        {t('circles.picker.title')}
      </h3>
      {circles.isPending || (circles.data && shared === null) ? (
        <Spinner label={t('circles.picker.loading')} />
      ) : null}
      {circles.isError && !isAuthError(circles.error) ? (
        <LoadFailed
          message={errorMessage(circles.error, t('circles.picker.loadFailed'))}
          onRetry={() => void circles.refetch()}
          retrying={circles.isFetching}
        />
      ) : null}
      {circles.data?.length === 0 ? (
        <p className="muted">
          {t('circles.picker.none')} <Link to="/circles">{t('circles.picker.create')}</Link>
        </p>
      ) : null}
      {circles.data && circles.data.length > 0 && shared !== null ? (
        <>
          <fieldset className="circle-choices">
            <legend className="muted">{t('circles.picker.text')}</legend>
            {circles.data.map((circle) => (
              <CheckboxField
                key={circle._id}
                label={circle.name}
                hint={t('circles.picker.members', { count: circle.members.length })}
                checked={chosen.has(circle._id)}
                onChange={(event) => toggle(circle._id, event.target.checked)}
              />
            ))}
          </fieldset>
          {share.isError ? (
            <Alert tone="error">{errorMessage(share.error, t('circles.picker.failed'))}</Alert>
          ) : null}
          {saved ? <Alert tone="success">{t('circles.picker.saved')}</Alert> : null}
          <div className="form-actions">
            <button
              type="submit"
              className="button button-secondary"
              disabled={!changed || share.isPending || !canSend}
            >
              {share.isPending ? t('circles.picker.saving') : t('circles.picker.save')}
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}

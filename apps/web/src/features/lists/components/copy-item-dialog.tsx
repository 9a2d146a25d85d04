import type { WishList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { withReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCopyItem } from '../api/copy-item';
import { useLists } from '../api/get-lists';
import { t } from '../i18n';
import type { ListDialog } from './list-dialog';

interface CopyItemDialogProps {
  list: WishList;
  /** Open for `copy`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/**
 * Copies or moves an item to another of the owner's lists (L4), archived ones left out (they
 * take no change). From an archived list an item can only be copied: moving would change it.
 */
export function CopyItemDialog({ list, dialog, onClose }: CopyItemDialogProps) {
  const id = useId();
  const item = dialog.kind === 'copy' ? dialog.item : null;
  const lists = useLists();
  const copy = useCopyItem(list._id);
  const targets = (lists.data ?? []).filter((other) => other._id !== list._id && !other.archived);
  const [toListId, setToListId] = useState('');
  const [move, setMove] = useState(false);
  // The target it opened on (the last one chosen): another choice is asked about on closing.
  const [openedOn, setOpenedOn] = useState('');
  const [openedFor, setOpenedFor] = useState(item);
  if (item !== openedFor) {
    setOpenedFor(item);
    if (item) setOpenedOn(toListId);
  }
  const canMove = !list.archived;

  const { reset } = copy;
  useEffect(() => {
    if (item) {
      setMove(false);
      reset();
    }
  }, [item, reset]);
  const chosen = targets.find((other) => other._id === toListId) ?? targets[0];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!item || !chosen) return;
    const moving = move && canMove;
    copy.mutate(
      { itemId: item._id, toListId: chosen._id, move: moving },
      {
        onSuccess: () => {
          toast.show(t(moving ? 'lists.copy.moved' : 'lists.copy.copied', { list: chosen.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={canMove ? t('lists.copy.copyOrMoveTitle') : t('lists.copy.copyItem')}
      description={item ? t('lists.copy.description', { name: item.name }) : undefined}
      dirty={toListId !== openedOn || move}
    >
      {lists.isPending ? <Spinner label={t('lists.loadingYourLists')} /> : null}
      {lists.isError ? <Alert tone="error">{t('lists.copy.listsFailed')}</Alert> : null}
      {lists.data && targets.length === 0 ? (
        <div className="stack">
          <p>{t('lists.copy.noTarget')}</p>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('lists.action.close')}
            </button>
          </div>
        </div>
      ) : null}
      {chosen ? (
        <form className="stack" onSubmit={submit}>
          {copy.isError ? (
            <Alert tone="error">
              {withReason(copy.error, t(move ? 'lists.copy.moveFailed' : 'lists.copy.copyFailed'))}
            </Alert>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-list`} className="field-label">
              {t('lists.copy.toList')}
            </label>
            <select
              id={`${id}-list`}
              className="input"
              value={chosen._id}
              onChange={(event) => setToListId(event.target.value)}
            >
              {targets.map((other) => (
                <option key={other._id} value={other._id}>
                  {other.name}
                </option>
              ))}
            </select>
          </div>
          {canMove ? (
            <fieldset className="segmented" aria-describedby={`${id}-hint`}>
              <legend className="field-label">{t('lists.copy.mode')}</legend>
              {(
                [
                  [false, t('lists.copy.copy')],
                  [true, t('lists.copy.move')],
                ] as const
              ).map(([value, label]) => (
                <label key={String(value)} className="segmented-option">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    checked={move === value}
                    onChange={() => setMove(value)}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <p id={`${id}-hint`} className="field-hint">
            {move && canMove ? t('lists.copy.moveHint') : t('lists.copy.copyHint')}
          </p>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('lists.action.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={copy.isPending}>
              {copy.isPending
                ? t('lists.action.saving')
                : t(move && canMove ? 'lists.copy.moveItem' : 'lists.copy.copyItem')}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

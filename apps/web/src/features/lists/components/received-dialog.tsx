import type { WishList } from '@wishlist/core';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-errors';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { giftT } from '../after-gift-i18n';
import { useSetReceived } from '../api/set-received';
import { t } from '../i18n';
import type { ListDialog } from './list-dialog';

interface ReceivedDialogProps {
  list: WishList;
  /** Open for `received`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/**
 * A1: marks an item received, with the owner's optional note ("Got it elsewhere"). It stays
 * open until the server has answered, saying why when it refuses; focus then returns to the
 * card's menu button (components/ui/return-focus.ts) and a toast says it is done.
 */
export function ReceivedDialog({ list, dialog, onClose }: ReceivedDialogProps) {
  const item = dialog.kind === 'received' ? dialog.item : null;
  const mark = useSetReceived(list._id);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (item) {
      setNote('');
      setError(null);
    }
  }, [item]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!item) return;
    setError(null);
    mark.mutate(
      { itemId: item._id, received: true, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.show(giftT('lists.received.done', { name: item.name }));
          onClose();
        },
        onError: (failure) => setError(withReason(failure, specT('spec.updateItemFailed'))),
      },
    );
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={giftT('lists.received.dialogTitle', { name: item?.name ?? '' })}
      description={giftT('lists.received.dialogText')}
      dirty={note.trim() !== ''}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <TextAreaField
          label={giftT('lists.received.note')}
          hint={giftT('lists.received.noteHint')}
          placeholder={giftT('lists.received.notePlaceholder')}
          rows={2}
          maxLength={LIMITS.listDescriptionMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('lists.action.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={mark.isPending}>
            {mark.isPending ? giftT('lists.received.saving') : giftT('lists.received.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

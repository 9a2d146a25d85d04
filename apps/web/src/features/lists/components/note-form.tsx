import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { FieldShell } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { giftT } from '../after-gift-i18n';
import { useAddItemNote } from '../api/add-note';
import type { WritesBlocked } from './use-writes-blocked';

interface NoteFormProps {
  listId: string;
  itemId: string;
  writes: WritesBlocked;
}

/** A2: writing a note to the item's other givers; the box empties once the server kept it. */
export function NoteForm({ listId, itemId, writes }: NoteFormProps) {
  const send = useAddItemNote(listId, itemId);
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(giftT('lists.notes.empty'));
      box.current?.focus();
      return;
    }
    send.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        // Ready for the next note.
        box.current?.focus();
      },
    });
  };

  return (
    <form className="stack item-note-form" onSubmit={submit} noValidate>
      <FormAlert
        message={send.isError ? errorMessage(send.error, giftT('lists.notes.failed')) : null}
      />
      <FieldShell label={giftT('lists.notes.field')} error={problem}>
        {(ids) => (
          <textarea
            ref={box}
            className="input textarea"
            {...ids}
            rows={2}
            maxLength={LIMITS.noteMax}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </FieldShell>
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={send.isPending || writes.blocked}
          {...writes.explain}
        >
          {send.isPending ? giftT('lists.notes.sending') : giftT('lists.notes.send')}
        </button>
      </div>
    </form>
  );
}

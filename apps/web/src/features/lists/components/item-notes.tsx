import type { Item, ItemNote } from '@wishlist/core';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { giftT } from '../after-gift-i18n';
import { useItemNotes } from '../api/item-notes';
import type { CardViewer } from './card-viewer';
import { NoteForm } from './note-form';

interface ItemNotesProps {
  item: Item;
  viewer: CardViewer;
}

/**
 * A2: the givers' notes on one item, behind a "Notes" disclosure at the foot of its card. They
 * are read when it opens (a list page reads none as it loads, so the count shows only once
 * read: "Notes (2)"), and again live while it is open (features/live: a note is the list's
 * change to givers). Only givers get this card part; the owner side is never rendered it.
 */
export function ItemNotes({ item, viewer }: ItemNotesProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const notes = useItemNotes(viewer.listId, item._id, open);
  const count = notes.data?.length;
  const toggle =
    count === undefined
      ? giftT('lists.notes.toggle')
      : giftT('lists.notes.toggleCount', { count: String(count) });
  return (
    <div className="item-notes">
      <button
        type="button"
        className="link-button item-notes-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={giftT('lists.notes.toggleLabel', { notes: toggle, name: item.name })}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true" className="item-notes-caret">
          {open ? '▾' : '▸'}
        </span>{' '}
        {toggle}
      </button>
      <section
        id={panelId}
        className="item-notes-panel"
        aria-label={giftT('lists.notes.title', { name: item.name })}
        hidden={!open}
      >
        {open ? (
          <>
            <NoteList notes={notes.data} failed={notes.isError} viewer={viewer} />
            {viewer.readOnly ? null : (
              <NoteForm listId={viewer.listId} itemId={item._id} writes={viewer.writes} />
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}

interface NoteListProps {
  notes: ItemNote[] | undefined;
  failed: boolean;
  viewer: CardViewer;
}

/** The thread, oldest first: who wrote each note, when, and what. */
function NoteList({ notes, failed, viewer }: NoteListProps) {
  if (notes === undefined) {
    return failed ? (
      <Alert tone="error">{giftT('lists.notes.loadFailed')}</Alert>
    ) : (
      <Spinner label={giftT('lists.notes.loading')} />
    );
  }
  if (notes.length === 0) return <p className="muted">{giftT('lists.notes.none')}</p>;
  return (
    <ol className="item-note-list">
      {notes.map((note) => (
        <li key={note._id} className="item-note">
          <p className="item-note-meta">
            <strong>
              {note.author._id === viewer.userId ? giftT('lists.notes.you') : note.author.name}
            </strong>
            <span aria-hidden="true"> · </span>
            <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
          </p>
          <p className="item-note-text">{note.text}</p>
        </li>
      ))}
    </ol>
  );
}

import type { Item, ItemNote } from '@wishlist/core';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { giftT } from '../after-gift-i18n';
import { useItemNotes } from '../api/item-notes';
import type { CardViewer } from './card-viewer';
import { NoteForm } from './note-form';

/** Whether one card's notes are open, and what they hold once read. */
export interface NotesDisclosure {
  open: boolean;
  toggle: () => void;
  panelId: string;
  notes: ReturnType<typeof useItemNotes>;
}

/**
 * A2: the givers' notes on one item, behind a "Notes" disclosure in its card's row of buttons
 * (a phone's row has room for it: the card grows only when it is opened). They are read when it
 * opens (a list page reads none as it loads, so the count shows only once read: "Notes (2)"),
 * and again live while it is open (features/live: a note is the list's change to givers).
 */
export function useNotesDisclosure(listId: string, itemId: string): NotesDisclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const notes = useItemNotes(listId, itemId, open);
  return { open, toggle: () => setOpen((was) => !was), panelId, notes };
}

/** The disclosure's button: "Notes", or once read "Notes (2)"; named with the item. */
export function NotesToggle({ item, notes }: { item: Item; notes: NotesDisclosure }) {
  const count = notes.notes.data?.length;
  const text =
    count === undefined
      ? giftT('lists.notes.toggle')
      : giftT('lists.notes.toggleCount', { count: String(count) });
  return (
    <button
      type="button"
      className="button button-ghost button-small item-notes-toggle"
      aria-expanded={notes.open}
      aria-controls={notes.panelId}
      aria-label={giftT('lists.notes.toggleLabel', { notes: text, name: item.name })}
      onClick={notes.toggle}
    >
      <span aria-hidden="true">{notes.open ? '▾ ' : '▸ '}</span>
      {text}
    </button>
  );
}

interface NotesPanelProps {
  item: Item;
  viewer: CardViewer;
  notes: NotesDisclosure;
}

/** The thread and the box to write in, at the card's foot while the disclosure is open. */
export function NotesPanel({ item, viewer, notes }: NotesPanelProps) {
  return (
    <section
      id={notes.panelId}
      className="item-notes-panel"
      aria-label={giftT('lists.notes.title', { name: item.name })}
      hidden={!notes.open}
    >
      {notes.open ? (
        <>
          <NoteList notes={notes.notes.data} failed={notes.notes.isError} viewer={viewer} />
          {viewer.readOnly ? null : (
            <NoteForm listId={viewer.listId} itemId={item._id} writes={viewer.writes} />
          )}
        </>
      ) : null}
    </section>
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

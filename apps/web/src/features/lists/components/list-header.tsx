import '../lists.css';
import type { WishList } from '@wishlist/core';
import { LIMITS, MESSAGES } from '@wishlist/core';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { formatDay } from '../../../lib/format';
import { useUpdateList } from '../api/update-list';
import { InlineEdit, type InlineField } from './inline-edit';
import { emptyItemForm } from './item-form';
import type { OpenListDialog } from './list-dialog';
import { SurpriseSettings } from './surprise-settings';
import { giverSurpriseNote } from './surprise-text';

const NAME_FIELD: InlineField = {
  label: 'List name',
  maxLength: LIMITS.listNameMax,
  emptyMessage: MESSAGES.nameCannotBeEmpty,
};

const DESCRIPTION_FIELD: InlineField = {
  label: 'List description',
  maxLength: LIMITS.listDescriptionMax,
  multiline: true,
  placeholder: 'Add a description',
};

interface ListHeaderProps {
  list: WishList;
  isOwner: boolean;
  onOpen: OpenListDialog;
}

/** The list's name and description (edited in place by its owner) and the owner's actions. */
export function ListHeader({ list, isOwner, onOpen }: ListHeaderProps) {
  const update = useUpdateList(list._id);
  const [failed, setFailed] = useState(false);
  const save = (payload: { name?: string; description?: string | null }) => {
    setFailed(false);
    return update.mutateAsync(payload).catch((error: unknown) => {
      setFailed(true);
      throw error;
    });
  };
  const count = list.invitationCount;

  return (
    <header className="list-header">
      {failed ? <Alert tone="error">{MESSAGES.updateListFailed}</Alert> : null}
      <div className="list-header-main">
        <div className="list-header-text">
          {isOwner ? (
            <InlineEdit
              value={list.name}
              field={NAME_FIELD}
              onSave={(name) => save({ name })}
              renderView={(start) => (
                <div className="editable">
                  <h1 className="page-title">{list.name}</h1>
                  <button
                    aria-label="Edit list name"
                    type="button"
                    className="button button-ghost button-small"
                    onClick={start}
                  >
                    Edit
                  </button>
                </div>
              )}
            />
          ) : (
            <h1 className="page-title">{list.name}</h1>
          )}
          {isOwner ? (
            <InlineEdit
              value={list.description ?? ''}
              field={DESCRIPTION_FIELD}
              onSave={(description) => save({ description: description || null })}
              renderView={(start) => (
                <div className="editable">
                  <p className={list.description ? 'list-description' : 'list-description muted'}>
                    {list.description || 'No description yet'}
                  </p>
                  <button
                    aria-label="Edit description"
                    type="button"
                    className="button button-ghost button-small"
                    onClick={start}
                  >
                    Edit
                  </button>
                </div>
              )}
            />
          ) : (
            <>
              <p className="muted">A wish list by {list.userId.name}</p>
              {list.description ? <p className="list-description">{list.description}</p> : null}
              <GiverEventNote list={list} />
            </>
          )}
        </div>
        {isOwner ? (
          <div className="list-header-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onOpen({ kind: 'manage' })}
            >
              Shared with {count} {count === 1 ? 'person' : 'people'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onOpen({ kind: 'share' })}
            >
              Share
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onOpen({ kind: 'quick-add' })}
            >
              Quick Add
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => onOpen({ kind: 'add', initial: emptyItemForm })}
            >
              Add item
            </button>
          </div>
        ) : null}
      </div>
      {isOwner ? <SurpriseSettings list={list} onOpen={onOpen} /> : null}
    </header>
  );
}

/** The event's date, and on a surprise list that the owner will not see one's claim (G1). */
function GiverEventNote({ list }: { list: WishList }) {
  const surprise = giverSurpriseNote(list);
  return (
    <>
      {list.eventDate ? <p className="muted">Event date: {formatDay(list.eventDate)}</p> : null}
      {surprise ? <p className="surprise-note">{surprise}</p> : null}
    </>
  );
}

import './lists.css';
import type { WishList } from '@wishlist/core';
import { LIMITS, MESSAGES } from '@wishlist/core';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useUpdateList } from '../api/update-list';
import { InlineEdit } from './inline-edit';

interface ListHeaderProps {
  list: WishList;
  isOwner: boolean;
  onManage: () => void;
  onShare: () => void;
  onQuickAdd: () => void;
  onAdd: () => void;
}

export function ListHeader({
  list,
  isOwner,
  onManage,
  onShare,
  onQuickAdd,
  onAdd,
}: ListHeaderProps) {
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
              label="List name"
              required
              emptyMessage={MESSAGES.nameCannotBeEmpty}
              maxLength={LIMITS.listNameMax}
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
              label="List description"
              multiline
              maxLength={LIMITS.listDescriptionMax}
              placeholder="Add a description"
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
            </>
          )}
        </div>
        {isOwner ? (
          <div className="list-header-actions">
            <button type="button" className="button button-secondary" onClick={onManage}>
              Shared with {count} {count === 1 ? 'person' : 'people'}
            </button>
            <button type="button" className="button button-secondary" onClick={onShare}>
              Share
            </button>
            <button type="button" className="button button-secondary" onClick={onQuickAdd}>
              Quick Add
            </button>
            <button type="button" className="button button-primary" onClick={onAdd}>
              Add item
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}

import '../lists.css';
import type { WishList } from '@wishlist/core';
import { LIMITS } from '@wishlist/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSetArchived } from '../api/archive-list';
import { useUpdateList } from '../api/update-list';
import { t } from '../i18n';
import { ArchivedBanner } from './archived-banner';
import { InlineEdit, type InlineField } from './inline-edit';
import type { OpenListDialog } from './list-dialog';
import { OwnerActions } from './list-header-actions';
import { GiverNotes, OwnerSummary } from './list-summary';
import { useWritesBlocked } from './use-writes-blocked';

/** The fields edited in place, named in the language in use (so made at render time). */
function nameField(): InlineField {
  return {
    label: t('lists.field.listName'),
    maxLength: LIMITS.listNameMax,
    emptyMessage: specT('spec.nameCannotBeEmpty'),
  };
}

function descriptionField(): InlineField {
  return {
    label: t('lists.field.listDescription'),
    maxLength: LIMITS.listDescriptionMax,
    multiline: true,
    placeholder: t('lists.field.descriptionPlaceholder'),
  };
}

interface ListHeaderProps {
  list: WishList;
  isOwner: boolean;
  /** Whose list it is, to a co-owner or manager ("Emma's list · you manage it"; C4, C5). */
  standing?: string | null;
  onOpen: OpenListDialog;
  /** The owner starts rearranging the items (offered in the More menu). */
  onReorder?: () => void;
  /** Shown last in the header: how the items are shown (items-toolbar.tsx). */
  children?: ReactNode;
}

/**
 * The list's name and description (edited in place by its owner), the owner's actions and a
 * one-line summary of the list's settings (which wait in their dialog), or for a giver who
 * will see what they mark. Compact, so that a phone shows the items below it on the first
 * screen. An archived list (L3) says so first and offers none of the changes the server would
 * refuse.
 */
export function ListHeader({
  list,
  isOwner,
  standing,
  onOpen,
  onReorder,
  children,
}: ListHeaderProps) {
  const update = useUpdateList(list._id);
  const archive = useSetArchived();
  const writes = useWritesBlocked();
  const [failed, setFailed] = useState(false);
  const save = (payload: { name?: string; description?: string | null }) => {
    setFailed(false);
    return update.mutateAsync(payload).catch((error: unknown) => {
      setFailed(true);
      throw error;
    });
  };
  const restore = () =>
    archive.mutate(
      { listId: list._id, archived: false },
      {
        onSuccess: () => {
          toast.show(t('lists.restored', { name: list.name }));
          // The Restore button that had focus is gone with the banner.
          document.getElementById('main')?.focus();
        },
        onError: (error) =>
          toast.show(errorMessage(error, specT('spec.updateListFailed')), 'error'),
      },
    );
  const editable = isOwner && !list.archived;
  const editButton = (label: string, start: () => void) => (
    <button
      aria-label={label}
      type="button"
      className="button button-ghost button-small"
      disabled={writes.blocked}
      {...writes.explain}
      onClick={start}
    >
      {t('lists.action.edit')}
    </button>
  );

  return (
    <header className={isOwner ? 'list-header list-header-owner' : 'list-header'}>
      <ArchivedBanner
        list={list}
        isOwner={isOwner}
        restoring={archive.isPending}
        onRestore={restore}
      />
      {failed ? <Alert tone="error">{specT('spec.updateListFailed')}</Alert> : null}
      <div className="list-header-main">
        <div className="list-header-text">
          {editable ? (
            <InlineEdit
              value={list.name}
              field={nameField()}
              onSave={(name) => save({ name })}
              renderView={(start) => (
                <div className="editable">
                  <h1 className="page-title">{list.name}</h1>
                  {editButton(t('lists.header.editName'), start)}
                </div>
              )}
            />
          ) : (
            <h1 className="page-title">{list.name}</h1>
          )}
          {editable ? (
            <InlineEdit
              value={list.description ?? ''}
              field={descriptionField()}
              onSave={(description) => save({ description: description || null })}
              renderView={(start) => (
                <div className="editable">
                  <p className={list.description ? 'list-description' : 'list-description muted'}>
                    {list.description || t('lists.header.noDescription')}
                  </p>
                  {editButton(t('lists.header.editDescription'), start)}
                </div>
              )}
            />
          ) : (
            <>
              {isOwner ? null : (
                <p className="muted">{t('lists.header.by', { name: list.userId.name })}</p>
              )}
              {list.description ? <p className="list-description">{list.description}</p> : null}
              {isOwner ? null : <GiverNotes list={list} />}
            </>
          )}
          {isOwner && standing ? <p className="list-standing">{standing}</p> : null}
          {editable ? <OwnerSummary list={list} onOpen={onOpen} /> : null}
        </div>
        {isOwner ? (
          <OwnerActions
            list={list}
            onOpen={onOpen}
            onRestore={restore}
            onReorder={onReorder}
            writes={writes}
          />
        ) : null}
        {children}
      </div>
    </header>
  );
}

import '../lists.css';
import type { WishList } from '@wishlist/core';
import { LIMITS } from '@wishlist/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSetArchived } from '../api/archive-list';
import { useUpdateList } from '../api/update-list';
import { t } from '../i18n';
import { ArchivedBanner } from './archived-banner';
import { InlineEdit, type InlineField } from './inline-edit';
import { emptyItemForm } from './item-form';
import type { OpenListDialog } from './list-dialog';
import { ListOwnerMenu } from './list-owner-menu';
import { SurpriseSettings } from './surprise-settings';
import { giverSurpriseNote } from './surprise-text';

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
  onOpen: OpenListDialog;
  /** Shown last in the header: how the items are shown (items-toolbar.tsx). */
  children?: ReactNode;
}

/**
 * The list's name and description (edited in place by its owner) and the owner's actions. An
 * archived list (L3) says so first and offers none of the changes the server would refuse.
 */
export function ListHeader({ list, isOwner, onOpen, children }: ListHeaderProps) {
  const update = useUpdateList(list._id);
  const archive = useSetArchived();
  const [failed, setFailed] = useState(false);
  const save = (payload: { name?: string; description?: string | null }) => {
    setFailed(false);
    return update.mutateAsync(payload).catch((error: unknown) => {
      setFailed(true);
      throw error;
    });
  };
  const count = list.invitationCount;
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

  return (
    <header className="list-header">
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
                  <button
                    aria-label={t('lists.header.editName')}
                    type="button"
                    className="button button-ghost button-small"
                    onClick={start}
                  >
                    {t('lists.action.edit')}
                  </button>
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
                  <button
                    aria-label={t('lists.header.editDescription')}
                    type="button"
                    className="button button-ghost button-small"
                    onClick={start}
                  >
                    {t('lists.action.edit')}
                  </button>
                </div>
              )}
            />
          ) : (
            <>
              {isOwner ? null : (
                <p className="muted">{t('lists.header.by', { name: list.userId.name })}</p>
              )}
              {list.description ? <p className="list-description">{list.description}</p> : null}
              {isOwner ? null : <GiverEventNote list={list} />}
            </>
          )}
        </div>
        {isOwner && list.archived ? (
          <div className="list-header-actions">
            <ListOwnerMenu list={list} onOpen={onOpen} onRestore={restore} />
          </div>
        ) : null}
        {editable ? (
          <div className="list-header-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onOpen({ kind: 'manage' })}
            >
              {t('lists.header.sharedWith', { count })}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onOpen({ kind: 'share' })}
            >
              {t('lists.header.share')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onOpen({ kind: 'quick-add' })}
            >
              {t('lists.header.quickAdd')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => onOpen({ kind: 'add', initial: emptyItemForm })}
            >
              {t('lists.action.addItem')}
            </button>
            <ListOwnerMenu list={list} onOpen={onOpen} onRestore={restore} />
          </div>
        ) : null}
      </div>
      {editable ? <SurpriseSettings list={list} onOpen={onOpen} /> : null}
      {children}
    </header>
  );
}

/** The event's date, and on a surprise list that the owner will not see one's claim (G1). */
function GiverEventNote({ list }: { list: WishList }) {
  const surprise = giverSurpriseNote(list);
  return (
    <>
      {list.eventDate ? (
        <p className="muted">{t('lists.header.eventDate', { date: formatDay(list.eventDate) })}</p>
      ) : null}
      {surprise ? <p className="surprise-note">{surprise}</p> : null}
    </>
  );
}

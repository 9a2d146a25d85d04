import type { Circle, CircleMember } from '@wishlist/core';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatNames } from '../../../lib/format';
import { useCanSend } from '../../offline';
import { useDeleteManaged } from '../api/managed-members';
import { t } from '../i18n';
import { ManagedMemberEditor } from './managed-member-editor';
import { NewListForDialog } from './new-list-for-dialog';

interface ManagedMemberDetailsProps {
  circle: Circle;
  member: CircleMember;
  me: string;
  admin: boolean;
  /** An admin's Remove (from this circle), shown with the other actions. */
  removeButton: ReactNode;
  /** The member is deleted: somewhere for focus to go. */
  onGone: () => void;
}

/**
 * C4, under a managed member's name: who manages them, and what the person may do. Their
 * managers make lists for them, rename them, change who manages them and delete them; an
 * admin of the circle renames them and changes their managers (so no child is stranded).
 */
export function ManagedMemberDetails({
  circle,
  member,
  me,
  admin,
  removeButton,
  onGone,
}: ManagedMemberDetailsProps) {
  const managers = member.managers ?? [];
  const manages = managers.some((manager) => manager._id === me);
  const canSend = useCanSend();
  const remove = useDeleteManaged(member._id);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [creating, setCreating] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const names = managers.map((manager) =>
    manager._id === me ? t('circles.managed.you') : manager.name,
  );

  const stopEditing = () => {
    setEditing(false);
    // The form goes: focus back where it was opened from.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <div className="managed-details">
      <p className="muted">
        {names.length > 0
          ? t('circles.managed.by', { names: formatNames(names) })
          : t('circles.managed.nobody')}
      </p>
      {remove.isError ? (
        <Alert tone="error">{errorMessage(remove.error, t('circles.managed.deleteFailed'))}</Alert>
      ) : null}
      {editing ? (
        <ManagedMemberEditor circle={circle} member={member} me={me} onDone={stopEditing} />
      ) : (
        <div className="managed-actions">
          {manages ? (
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={!canSend}
              onClick={() => setCreating(true)}
            >
              {t('circles.managed.newList', { name: member.name })}
            </button>
          ) : null}
          {manages || admin ? (
            <button
              ref={editButton}
              type="button"
              className="button button-secondary button-small"
              aria-label={t('circles.managed.editLabel', { name: member.name })}
              disabled={!canSend}
              onClick={() => setEditing(true)}
            >
              {t('circles.managed.edit')}
            </button>
          ) : null}
          {manages ? (
            <button
              type="button"
              className="button button-ghost-danger button-small"
              aria-label={t('circles.managed.deleteLabel', { name: member.name })}
              disabled={remove.isPending || !canSend}
              onClick={() => setAsking(true)}
            >
              {t('circles.managed.delete')}
            </button>
          ) : null}
          {removeButton}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('circles.managed.deleteTitle', { name: member.name })}
        description={t('circles.managed.deleteText', { name: member.name })}
        confirmLabel={t('circles.managed.delete')}
        onConfirm={() => {
          remove.mutate();
          setAsking(false);
        }}
        // The row goes with the member: focus stays in the members' part.
        focusAfterConfirm={onGone}
      />
      {manages ? (
        <NewListForDialog member={member} open={creating} onOpenChange={setCreating} />
      ) : null}
    </div>
  );
}

import type { Circle, CircleMember } from '@wishlist/core';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCanSend } from '../../offline';
import { useRemoveMember } from '../api/circle-actions';
import { t } from '../i18n';
import { ManagedMemberDetails } from './managed-member-details';
import { removalProblem } from './removal-problem';

interface CircleMembersProps {
  circle: Circle;
  me: string;
  /** Whether the signed-in person is an admin here: they may remove the others. */
  admin: boolean;
}

/** C1, C2: who is in the circle and their role; an admin removes members (after asking). */
export function CircleMembers({ circle, me, admin }: CircleMembersProps) {
  const remove = useRemoveMember(circle._id);
  const canSend = useCanSend();
  const [toRemove, setToRemove] = useState<CircleMember | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `circle-${circle._id}-members`;

  return (
    <section className="circle-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="subheading" ref={heading} tabIndex={-1}>
        {t('circles.members.title', { count: circle.members.length })}
      </h3>
      {remove.isError ? (
        <Alert tone="error">
          {removalProblem(remove.error, t('circles.members.removeFailed'))}
        </Alert>
      ) : null}
      <ul className="circle-members">
        {circle.members.map((member) => {
          const removeButton =
            admin && member._id !== me ? (
              <button
                type="button"
                className="button button-ghost-danger button-small"
                aria-label={t('circles.members.removeLabel', { name: member.name })}
                disabled={remove.isPending || !canSend}
                onClick={() => setToRemove(member)}
              >
                {t('circles.members.remove')}
              </button>
            ) : null;
          return (
            <li key={member._id} className="circle-member">
              <span className="circle-member-name">
                {member.name}
                {member._id === me ? <span className="muted"> {t('circles.you')}</span> : null}
              </span>
              {member.managed ? (
                // C4: a child, or anyone without an account, kept by managers.
                <span className="badge badge-blue">{t('circles.managed.badge')}</span>
              ) : (
                <span className={member.role === 'admin' ? 'badge badge-purple' : 'badge'}>
                  {member.role === 'admin' ? t('circles.role.admin') : t('circles.role.member')}
                </span>
              )}
              {member.managed ? (
                // Their actions, Remove among them, under who manages them.
                <ManagedMemberDetails
                  circle={circle}
                  member={member}
                  me={me}
                  admin={admin}
                  removeButton={removeButton}
                  onGone={() => heading.current?.focus()}
                />
              ) : (
                removeButton
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title={t('circles.members.removeTitle')}
        description={t('circles.members.removeText', {
          name: toRemove?.name ?? '',
          circle: circle.name,
        })}
        confirmLabel={t('circles.members.remove')}
        onConfirm={() => {
          if (toRemove) remove.mutate(toRemove._id);
          setToRemove(null);
        }}
        // The row (and its button) goes with the member: focus stays in the members' part.
        focusAfterConfirm={() => heading.current?.focus()}
      />
    </section>
  );
}

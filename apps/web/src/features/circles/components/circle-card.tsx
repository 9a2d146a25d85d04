import type { Circle } from '@wishlist/core';
import { LIMITS } from '@wishlist/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { CircleDraws } from '../../draws';
import { EmailInviteForm } from '../../invitations';
import { useCanSend } from '../../offline';
import { useDeleteCircle, useInviteToCircle, useRemoveMember } from '../api/circle-actions';
import { t } from '../i18n';
import { AddManagedForm } from './add-managed-form';
import { CircleLists } from './circle-lists';
import { CircleMembers } from './circle-members';
import { CircleNameForm } from './circle-name-form';
import { removalProblem } from './removal-problem';

interface CircleCardProps {
  circle: Circle;
  /** The signed-in person's id: their own row, and whether they are an admin. */
  me: string;
  focusOnShow: boolean;
  /** The card goes (deleted, left) while focus is in it: somewhere for focus to go. */
  onGone: () => void;
}

/** One circle: its name, members, shared lists, and what the person may do with it. */
export function CircleCard({ circle, me, focusOnShow, onGone }: CircleCardProps) {
  const admin = circle.members.some((member) => member._id === me && member.role === 'admin');
  const canSend = useCanSend();
  const remove = useDeleteCircle(circle._id);
  const leave = useRemoveMember(circle._id);
  const invite = useInviteToCircle(circle._id);
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState<'delete' | 'leave' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const titleId = `circle-${circle._id}`;

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  // Run before the card leaves the page (a layout effect's cleanup), while focus is still
  // known to be in it: afterwards the browser would leave focus nowhere.
  const card = useRef<HTMLLIElement>(null);
  const gone = useRef(onGone);
  gone.current = onGone;
  useLayoutEffect(() => {
    const node = card.current;
    return () => {
      if (node?.contains(document.activeElement)) gone.current();
    };
  }, []);

  const stopRenaming = () => {
    setRenaming(false);
    // The form goes: focus back where it was opened from.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const problem = remove.isError
    ? errorMessage(remove.error, t('circles.delete.failed'))
    : leave.isError
      ? removalProblem(leave.error, t('circles.leave.failed'))
      : null;

  return (
    <li className="card" ref={card}>
      <section
        className="circle"
        // While renamed, its heading gives way to the name's field: the name labels it still.
        {...(renaming ? { 'aria-label': circle.name } : { 'aria-labelledby': titleId })}
      >
        <div className="circle-head">
          {renaming ? (
            <CircleNameForm circle={circle} onDone={stopRenaming} />
          ) : (
            <div className="circle-title-row">
              <h2 id={titleId} className="circle-name" ref={heading} tabIndex={-1}>
                {circle.name}
              </h2>
              <p className="muted circle-role">
                {admin ? t('circles.yourRole.admin') : t('circles.yourRole.member')}
              </p>
            </div>
          )}
          {renaming ? null : (
            <div className="circle-actions">
              {admin ? (
                <>
                  <button
                    ref={renameButton}
                    type="button"
                    className="button button-secondary button-small"
                    aria-label={t('circles.renameLabel', { circle: circle.name })}
                    onClick={() => setRenaming(true)}
                    disabled={!canSend}
                  >
                    {t('circles.rename')}
                  </button>
                  <button
                    type="button"
                    className="button button-ghost-danger button-small"
                    aria-label={t('circles.deleteLabel', { circle: circle.name })}
                    onClick={() => setAsking('delete')}
                    disabled={remove.isPending || !canSend}
                  >
                    {t('circles.delete')}
                  </button>
                </>
              ) : null}
              <button
                type="button"
                className="button button-ghost-danger button-small"
                aria-label={t('circles.leaveLabel', { circle: circle.name })}
                onClick={() => setAsking('leave')}
                disabled={leave.isPending || !canSend}
              >
                {t('circles.leave')}
              </button>
            </div>
          )}
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="circle-body">
          <CircleMembers circle={circle} me={me} admin={admin} />
          <CircleLists circleId={circle._id} />
          <CircleDraws circle={circle} admin={admin} />
          {admin ? (
            <section className="circle-section" aria-labelledby={`${titleId}-invite`}>
              <h3 id={`${titleId}-invite`} className="subheading">
                {t('circles.invite.title')}
              </h3>
              <EmailInviteForm
                invite={invite}
                clearAfterMs={LIMITS.shareSuccessClearMs}
                alreadyInvitedText={t('circles.invite.alreadyInvited')}
              />
            </section>
          ) : null}
          {admin ? <AddManagedForm circle={circle} /> : null}
        </div>
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => {
            if (!open) setAsking(null);
          }}
          title={asking === 'delete' ? t('circles.delete.title') : t('circles.leave.title')}
          description={
            asking === 'delete'
              ? t('circles.delete.text', { circle: circle.name })
              : t('circles.leave.text', { circle: circle.name })
          }
          confirmLabel={asking === 'delete' ? t('circles.delete') : t('circles.leave')}
          onConfirm={() => {
            const done = { onSuccess: onGone };
            if (asking === 'delete') remove.mutate(undefined, done);
            else leave.mutate(me, done);
            setAsking(null);
          }}
        />
      </section>
    </li>
  );
}

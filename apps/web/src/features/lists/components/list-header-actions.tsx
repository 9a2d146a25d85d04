import type { WishList } from '@wishlist/core';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { t } from '../i18n';
import { sharingT } from '../sharing-i18n';
import { emptyItemForm } from './item-form';
import type { OpenListDialog } from './list-dialog';
import { ListOwnerMenu } from './list-owner-menu';
import type { WritesBlocked } from './use-writes-blocked';

interface OwnerActionsProps {
  list: WishList;
  onOpen: OpenListDialog;
  onRestore: () => void;
  onReorder?: () => void;
  writes: WritesBlocked;
}

/**
 * The owner's buttons in the list's header: who it is shared with (the spec's "Shared with N
 * people", opening Manage Recipients), Share, Quick Add, Add item and the More menu. On a phone
 * they and the sort would take three rows, so there only "Shared with N people" and More stay
 * here: Manage Recipients invites too, the floating add button adds, Quick Add waits in the
 * bottom bar beside it (add-bar.tsx), and Share and the sort's choices join the More menu. An archived
 * list offers only the menu (exports, restore).
 */
export function OwnerActions({ list, onOpen, onRestore, onReorder, writes }: OwnerActionsProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const menu = (
    <ListOwnerMenu
      list={list}
      onOpen={onOpen}
      onRestore={onRestore}
      onReorder={onReorder}
      writesBlocked={writes.blocked}
      withSort={phone && list.items.length > 1}
      withShare={phone}
    />
  );
  if (list.archived) return <div className="list-header-actions">{menu}</div>;
  const write = { disabled: writes.blocked, ...writes.explain };
  return (
    <div className="list-header-actions">
      <button
        type="button"
        className="button button-secondary list-action-shared"
        onClick={() => onOpen({ kind: 'manage' })}
      >
        {sharedWith(list)}
      </button>
      {phone ? null : (
        <>
          <button
            type="button"
            className="button button-secondary"
            {...write}
            onClick={() => onOpen({ kind: 'share' })}
          >
            {t('lists.header.share')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            {...write}
            onClick={() => onOpen({ kind: 'quick-add' })}
          >
            {t('lists.header.quickAdd')}
          </button>
          <button
            type="button"
            className="button button-primary"
            {...write}
            onClick={() => onOpen({ kind: 'add', initial: emptyItemForm })}
          >
            {t('lists.action.addItem')}
          </button>
        </>
      )}
      {menu}
    </div>
  );
}

/** The spec's "Shared with N people"; a list shared into circles (C3) counts them too. */
function sharedWith(list: WishList): string {
  // An answer from before circles (an offline copy may hold one) names none.
  const circles = list.circles?.length ?? 0;
  if (circles === 0) return t('lists.header.sharedWith', { count: list.invitationCount });
  if (list.invitationCount === 0)
    return sharingT('lists.header.sharedWithCircles', { count: circles });
  return sharingT('lists.header.sharedWithPeopleAndCircles', {
    people: list.invitationCount,
    circles,
  });
}

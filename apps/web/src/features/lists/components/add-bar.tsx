import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { t } from '../i18n';
import { emptyItemForm } from './item-form';
import type { OpenListDialog } from './list-dialog';
import { useWritesBlocked } from './use-writes-blocked';

/**
 * The owner's floating add button (the spec's), in a bar across the foot of the screen where
 * the screen has no margin wide enough to float it beside the items (list-page-chrome.css).
 * On a phone the bar also holds Quick Add, which the compact header leaves out: adding, by
 * hand or from a shop's link, sits under the thumb.
 */
export function AddBar({ onOpen }: { onOpen: OpenListDialog }) {
  const writes = useWritesBlocked();
  const phone = useMediaQuery(PHONE_QUERY);
  const write = { disabled: writes.blocked, ...writes.explain };
  return (
    <div className="fab-bar">
      {phone ? (
        <button
          type="button"
          className="button button-secondary"
          {...write}
          onClick={() => onOpen({ kind: 'quick-add' })}
        >
          {t('lists.header.quickAdd')}
        </button>
      ) : null}
      <button
        type="button"
        className="fab"
        aria-label={t('lists.page.addNewItem')}
        {...write}
        onClick={() => onOpen({ kind: 'add', initial: emptyItemForm })}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

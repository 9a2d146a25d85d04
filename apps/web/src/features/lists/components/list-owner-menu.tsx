import type { WishList } from '@wishlist/core';
import { Menu, type MenuAction } from '../../../components/ui/menu';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type ExportFormat, exportList } from '../api/export-list';
import { t } from '../i18n';
import { sharingT } from '../sharing-i18n';
import { ITEM_ORDER_CHOICES, setItemOrder, useItemOrder } from './item-order';
import type { OpenListDialog } from './list-dialog';

interface ListOwnerMenuProps {
  list: WishList;
  onOpen: OpenListDialog;
  onRestore: () => void;
  /** Starts rearranging the items; absent when there is nothing to rearrange. */
  onReorder?: () => void;
  /** Offline: what would change the list is shown but cannot be chosen (exports still can). */
  writesBlocked: boolean;
  /** On a phone the header has no room for the sort: its choices are here instead. */
  withSort: boolean;
  /**
   * On a phone the header has no Share button: the Share dialog (circles, co-owners; C3, C5)
   * opens from here instead.
   */
  withShare?: boolean;
}

/**
 * The owner's rarer actions on a list, kept out of the row of everyday buttons: the list's
 * settings, rearranging (and on a phone the sort), several links at once, export, and archive
 * (or, archived, restore: the banner offers it too).
 */
export function ListOwnerMenu({
  list,
  onOpen,
  onRestore,
  onReorder,
  writesBlocked,
  withSort,
  withShare = false,
}: ListOwnerMenuProps) {
  const order = useItemOrder();
  const download = (format: ExportFormat) => {
    exportList(list, format).then(
      () => toast.show(t('lists.export.done', { name: list.name, format: format.toUpperCase() })),
      (error: unknown) => toast.show(errorMessage(error, t('lists.export.failed')), 'error'),
    );
  };
  const exports: MenuAction[] = [
    { label: t('lists.menu.exportJson'), onSelect: () => download('json') },
    { label: t('lists.menu.exportCsv'), onSelect: () => download('csv') },
  ];
  const write = (action: MenuAction): MenuAction => ({ ...action, disabled: writesBlocked });
  const sort: MenuAction[] = withSort
    ? ITEM_ORDER_CHOICES.map(([value, label]) => ({
        label: t(label),
        checked: order === value,
        onSelect: () => setItemOrder(value),
      }))
    : [];
  const actions: MenuAction[] = list.archived
    ? [...exports, write({ label: t('lists.menu.restore'), onSelect: onRestore })]
    : [
        ...(withShare
          ? [
              write({
                label: sharingT('lists.menu.share'),
                onSelect: () => onOpen({ kind: 'share' }),
              }),
            ]
          : []),
        { label: t('lists.menu.settings'), onSelect: () => onOpen({ kind: 'settings' }) },
        ...(onReorder ? [write({ label: t('lists.menu.reorder'), onSelect: onReorder })] : []),
        ...sort,
        write({
          label: t('lists.menu.severalLinks'),
          onSelect: () => onOpen({ kind: 'several-links' }),
        }),
        ...exports,
        write({
          label: t('lists.menu.archive'),
          tone: 'danger',
          onSelect: () => onOpen({ kind: 'archive' }),
        }),
      ];
  return (
    <Menu
      label={t('lists.menu.label')}
      triggerClassName="button button-secondary list-menu-button"
      actions={actions}
    >
      {t('lists.menu.more')} <span aria-hidden="true">▾</span>
    </Menu>
  );
}

import type { WishList } from '@wishlist/core';
import { Menu, type MenuAction } from '../../../components/ui/menu';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type ExportFormat, exportList } from '../api/export-list';
import { t } from '../i18n';
import type { OpenListDialog } from './list-dialog';

interface ListOwnerMenuProps {
  list: WishList;
  onOpen: OpenListDialog;
  onRestore: () => void;
}

/**
 * The owner's rarer actions on a list, kept out of the row of everyday buttons: several links
 * at once, export, and archive (or, archived, restore: the banner offers it too).
 */
export function ListOwnerMenu({ list, onOpen, onRestore }: ListOwnerMenuProps) {
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
  const actions: MenuAction[] = list.archived
    ? [...exports, { label: t('lists.menu.restore'), onSelect: onRestore }]
    : [
        { label: t('lists.menu.severalLinks'), onSelect: () => onOpen({ kind: 'several-links' }) },
        ...exports,
        {
          label: t('lists.menu.archive'),
          tone: 'danger',
          onSelect: () => onOpen({ kind: 'archive' }),
        },
      ];
  return (
    <Menu
      label={t('lists.menu.label')}
      triggerClassName="button button-secondary"
      actions={actions}
    >
      {t('lists.menu.more')} <span aria-hidden="true">▾</span>
    </Menu>
  );
}

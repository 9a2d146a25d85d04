import type { WishList } from '@wishlist/core';
import { Menu, type MenuAction } from '../../../components/ui/menu';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type ExportFormat, exportList } from '../api/export-list';
import type { OpenListDialog } from './list-dialog';

interface ListOwnerMenuProps {
  list: WishList;
  onOpen: OpenListDialog;
  onRestore: () => void;
}

const EXPORT_FAILED = 'The list could not be exported';

/**
 * The owner's rarer actions on a list, kept out of the row of everyday buttons: several links
 * at once, export, and archive (or, archived, restore: the banner offers it too).
 */
export function ListOwnerMenu({ list, onOpen, onRestore }: ListOwnerMenuProps) {
  const download = (format: ExportFormat) => {
    exportList(list, format).then(
      () => toast.show(`“${list.name}” was exported as ${format.toUpperCase()}.`),
      (error: unknown) => toast.show(errorMessage(error, EXPORT_FAILED), 'error'),
    );
  };
  const exports: MenuAction[] = [
    { label: 'Export JSON', onSelect: () => download('json') },
    { label: 'Export CSV', onSelect: () => download('csv') },
  ];
  const actions: MenuAction[] = list.archived
    ? [...exports, { label: 'Restore list', onSelect: onRestore }]
    : [
        { label: 'Add several links…', onSelect: () => onOpen({ kind: 'several-links' }) },
        ...exports,
        { label: 'Archive list…', tone: 'danger', onSelect: () => onOpen({ kind: 'archive' }) },
      ];
  return (
    <Menu label="More list actions" triggerClassName="button button-secondary" actions={actions}>
      More <span aria-hidden="true">▾</span>
    </Menu>
  );
}

import type { WishList } from '@wishlist/core';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type ExportFormat = 'json' | 'csv';

/** A file name made of the list's name when the answer gives none: letters, digits, - and _. */
export function exportFileName(listName: string, format: ExportFormat): string {
  const base = listName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'wish-list'}.${format}`;
}

/**
 * Downloads the list as JSON or CSV (L5), under the name the server gives it. Fetched with the
 * session's token, then saved from a blob: the API takes no cookie a plain link could carry.
 */
export async function exportList(list: WishList, format: ExportFormat): Promise<void> {
  const file = await apiDownload(
    `/api/lists/${encodeURIComponent(list._id)}/export?format=${format}`,
  );
  saveFile(file.blob, file.fileName ?? exportFileName(list.name, format));
}

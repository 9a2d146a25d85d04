import type { Item } from '@wishlist/core';
import type { ItemFormValues } from './item-form';

/**
 * The one dialog an owner has open on their list, if any. The page holds this alone; each
 * dialog owns the rest of its state (its form, its call, its error).
 */
export type ListDialog =
  | { kind: 'none' }
  /**
   * `currency`: the currency of the shop's page Quick Add read (L2), which the new item's price
   * is in; absent or '' when the page stated none (the list's, then). `note`: what Quick Add says
   * of the page at the form's top (why nothing was read from it).
   */
  | { kind: 'add'; initial: ItemFormValues; currency?: string; note?: string | null }
  | { kind: 'edit'; item: Item }
  | { kind: 'delete'; item: Item }
  | { kind: 'quick-add' }
  | { kind: 'share' }
  | { kind: 'manage' }
  | { kind: 'delete-list' }
  /** L3: asked before the list goes read-only and its claims are cleared. */
  | { kind: 'archive' }
  /** L4: copy or move an item to another of the owner's lists. */
  | { kind: 'copy'; item: Item }
  /** A1: mark an item received, with an optional note. */
  | { kind: 'received'; item: Item }
  /** Quick Add for several shop links at once. */
  | { kind: 'several-links' }
  /** Surprise mode, event date and currency (G1, L2), saved together. */
  | { kind: 'settings' };

export type OpenListDialog = (dialog: ListDialog) => void;

export const noDialog: ListDialog = { kind: 'none' };

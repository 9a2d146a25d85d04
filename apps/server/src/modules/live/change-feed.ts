/**
 * What a writing statement changed in a list, as the triggers of migration 0008 name it, and
 * `note`: a givers' note written (A2, migration 0017), which its owner and co-owners never hear.
 */
export type ChangeKind = 'items' | 'claim' | 'share' | 'list' | 'gone' | 'note';

export interface ListChange {
  listId: string;
  kind: ChangeKind;
}

/**
 * Hands the hub every change committed by any process sharing the database, in batches; `all`
 * when some may have been missed (the PostgreSQL connection was lost), so every stream is told.
 */
export type DeliverChanges = (changes: ListChange[] | 'all') => void;

export interface ChangeFeed {
  start(deliver: DeliverChanges): Promise<void>;
  /**
   * Whether this process has streams open: a feed may skip its work while it has none, and
   * resolves `active(true)` once every change committed from then on will be delivered.
   */
  active(yes: boolean): Promise<void>;
  stop(): Promise<void>;
}

const KINDS = new Set<string>(['items', 'claim', 'share', 'list', 'gone', 'note']);

export function isChangeKind(kind: string): kind is ChangeKind {
  return KINDS.has(kind);
}

import type { Generated } from 'kysely';

/** Row types of the tables of circles (C), draws (D) and givers' notes (A2). */
export interface CirclesTable {
  id: string;
  name: string;
  created_at: string;
}

export interface CircleMembersTable {
  circle_id: string;
  user_id: string;
  /** `admin` or `member`. */
  role: string;
  joined_at: string;
}

export interface CircleInvitationsTable {
  id: string;
  circle_id: string;
  invitee_email: string;
  /** SHA-256 of the link's token. */
  token_hash: string;
  inviter_id: string | null;
  created_at: string;
}

export interface ListCoOwnersTable {
  list_id: string;
  user_id: string;
}

export interface CircleListsTable {
  circle_id: string;
  list_id: string;
  shared_at: string;
}

/** Who keeps a managed member (C4, migration 0015). */
export interface ManagersTable {
  member_id: string;
  manager_id: string;
  added_at: string;
}

/** Secret Santa draws in a circle (D1, migration 0016). */
export interface DrawsTable {
  id: string;
  circle_id: string;
  name: string;
  budget: number | null;
  currency: string | null;
  exchange_date: string | null;
  created_by: string | null;
  created_at: string;
  run_at: string | null;
  runs: Generated<number>;
}

/** A draw's participant: whom they drew (once run) and when they first looked (D2). */
export interface DrawParticipantsTable {
  draw_id: string;
  user_id: string;
  recipient_id: string | null;
  seen_at: string | null;
}

export interface DrawExclusionsTable {
  draw_id: string;
  giver_id: string;
  receiver_id: string;
}

/** D3: a message between a giver and their recipient, in the draw's run it was written in. */
export interface DrawMessagesTable {
  id: string;
  draw_id: string;
  run: number;
  giver_id: string;
  /** 1 when the giver (the Santa) wrote it, 0 when their recipient did. */
  from_giver: number;
  text: string;
  created_at: string;
}

/** Givers' notes on an item, never shown to its owner or co-owners (A2, migration 0017). */
export interface ItemNotesTable {
  id: string;
  item_id: string;
  list_id: string;
  author_id: string;
  /** The note's number on its item, from 1: orders them and caps them. */
  position: number;
  text: string;
  created_at: string;
}

import type { Generated } from 'kysely';
import type {
  CircleInvitationsTable,
  CircleListsTable,
  CircleMembersTable,
  CirclesTable,
  DrawExclusionsTable,
  DrawMessagesTable,
  DrawParticipantsTable,
  DrawsTable,
  ItemNotesTable,
  ListCoOwnersTable,
  ManagersTable,
} from './schema-circles.js';

/** Row types of every table. Dates are ISO-8601 UTC strings; booleans are 0/1 integers. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  token_version: Generated<number>;
  /**
   * How the address is proven (migration 0005): 0 not yet, 1 the mailbox, 2 one invitation's
   * link only (see `modules/auth/email-proof.ts`).
   */
  email_verified: Generated<number>;
  /** Notification preferences, 1 = on (migration 0008). */
  notify_digest: Generated<number>;
  notify_claimed_changed: Generated<number>;
  notify_reminders: Generated<number>;
  /** `en`, `de` or `fr`: the language of the e-mails they get. */
  language: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 1 for a managed member (C4, migration 0015): no sign-in, no e-mail. */
  managed: Generated<number>;
}

export interface ListsTable {
  id: string;
  owner_id: string;
  name: string;
  description: string | null;
  is_public: number;
  created_at: string;
  updated_at: string;
  /** Raised by triggers when the list's items or invitations change (migration 0002). */
  revision: Generated<number>;
  /** What the list costs of its owner's storage quota (`listContentBytes`, migration 0005). */
  content_bytes: Generated<number>;
  /** 1: claims are hidden from the owner until the day after `event_date` (migration 0006). */
  surprise: Generated<number>;
  /** `YYYY-MM-DD` or null. */
  event_date: string | null;
  /** ISO 4217 code of the list's prices (migration 0007). */
  currency: Generated<string>;
  /** 1: read-only for everyone, out of the invitees' shared lists. */
  archived: Generated<number>;
  /** Goes up with each save of the owner's (a stale save is refused). */
  version: Generated<number>;
  /** The `event_date` whose reminder was queued, so it goes out once (migration 0008). */
  reminder_sent_for: string | null;
}

export interface ItemsTable {
  id: string;
  list_id: string;
  position: number;
  name: string;
  description: string | null;
  category: string | null;
  price: number | null;
  affiliate_link: string | null;
  image_url: string | null;
  type: string;
  created_at: string;
  updated_at: string;
  /** The last claimer and when, once `claimed` reached `quantity`. */
  bought_by: string | null;
  bought_at: string | null;
  /** How many the owner would like, 1-99 (migration 0006). */
  quantity: Generated<number>;
  /** The sum of the item's claims. */
  claimed: Generated<number>;
  /** 0 (no mark) to 3, "most wanted" (migration 0007). */
  priority: Generated<number>;
  /** The price's ISO 4217 code when it is not the list's; null follows the list (0012). */
  currency: string | null;
  /** 1: the owner's side only, a draft or an idea (A4, migration 0018). */
  hidden: Generated<number>;
  /** A1: when the owner marked it received, their note, and whether they have thanked. */
  received_at: string | null;
  received_note: string | null;
  thanked: Generated<number>;
  /** A3: 1 when the item takes pledges instead of claims; `pledged`: their sum in cents (0019). */
  group_gift: Generated<number>;
  pledged: Generated<number>;
  /** A5: the item's alternatives group on its list, or null (0019). */
  any_of: string | null;
}

/** One giver's pledge toward a group gift, in cents (A3, migration 0019). */
export interface PledgesTable {
  item_id: string;
  list_id: string;
  user_id: string;
  amount: number;
  pledged_at: string;
}

/** Who claimed how many of an item (migration 0006); `list_id` is the item's. */
export interface ClaimsTable {
  item_id: string;
  list_id: string;
  user_id: string;
  quantity: number;
  claimed_at: string;
}

export interface InvitationsTable {
  id: string;
  list_id: string;
  invitee_email: string;
  token: string;
  status: string;
  inviter_id: string;
  created_at: string;
  accepted_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface EmailVerificationsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Bearer tokens ended by a logout, until they would have expired anyway. */
export interface RevokedTokensTable {
  token_hash: string;
  expires_at: string;
}

/** Addresses an account has signed in from (the login slowdown lets them through). */
export interface KnownLoginsTable {
  user_id: string;
  address: string;
  seen_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface MailQueueTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Extra headers as a JSON object (migration 0008: `List-Unsubscribe`). */
  headers: string | null;
}

/** What a notification e-mail will tell, written by triggers (migration 0008). */
export interface NoticesTable {
  id: Generated<number>;
  kind: 'added' | 'changed' | 'deleted' | 'archived' | 'list_deleted';
  list_id: string;
  list_name: string;
  item_id: string;
  item_name: string;
  /** The claimer to tell; null for `added` (the digest goes to the invitees). */
  user_id: string | null;
  previous_name: string | null;
  previous_price: number | null;
  price: number | null;
  link_changed: Generated<number>;
  created_at: string;
  /** `changed`: the currency the old and the new price were in (0012); null before it. */
  previous_currency: string | null;
  currency: string | null;
}

/** SQLite only: what changed in which list, for the live streams (migration 0008). */
export interface ListEventsTable {
  seq: Generated<number>;
  list_id: string;
  kind: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/**
 * One row: raised by a SQLite trigger whenever a user's name or e-mail changes (migration 0004).
 * A kept list shows its buyers' names, so it serves only the epoch it was read at.
 */
export interface NamesEpochTable {
  epoch: Generated<number>;
}

/** One-time codes handing a provider's sign-in to the web app (S2, migration 0009). */
export interface OidcHandoffsTable {
  code_hash: string;
  user_id: string;
  expires_at: string;
  created_at: string;
}

/** Personal API tokens (P2, migration 0011); the text itself is never stored. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  scope: 'read' | 'write';
  /** SHA-256 of the token's text, hex. */
  token_hash: string;
  /** The owner's `token_version` when it was made: a new password ends it. */
  token_version: number;
  created_at: string;
  /** Written at most once a minute per token. */
  last_used_at: string | null;
}

export interface Database {
  users: UsersTable;
  lists: ListsTable;
  items: ItemsTable;
  claims: ClaimsTable;
  pledges: PledgesTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  revoked_tokens: RevokedTokensTable;
  known_logins: KnownLoginsTable;
  rate_limits: RateLimitsTable;
  mail_queue: MailQueueTable;
  notices: NoticesTable;
  list_events: ListEventsTable;
  app_settings: AppSettingsTable;
  names_epoch: NamesEpochTable;
  oidc_handoffs: OidcHandoffsTable;
  api_tokens: ApiTokensTable;
  circles: CirclesTable;
  circle_members: CircleMembersTable;
  circle_invitations: CircleInvitationsTable;
  circle_lists: CircleListsTable;
  list_co_owners: ListCoOwnersTable;
  managers: ManagersTable;
  draws: DrawsTable;
  draw_participants: DrawParticipantsTable;
  draw_exclusions: DrawExclusionsTable;
  draw_messages: DrawMessagesTable;
  item_notes: ItemNotesTable;
}

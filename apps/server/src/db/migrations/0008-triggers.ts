/**
 * The triggers of migration 0008, for each database. Events name the list and a kind: `items`
 * (an item added, edited, moved or removed), `claim` (a claim taken, grown or given back),
 * `share` (an invitation sent, accepted or revoked), `list` (the list's own fields) and `gone`
 * (the list deleted). Notices are written for what the e-mails tell (see 0008).
 */

const EVENT_COLUMNS_OF_LISTS =
  'name, description, is_public, surprise, event_date, currency, archived, version';

const NOTICE_COLUMNS =
  'kind, list_id, list_name, item_id, item_name, user_id, previous_name, previous_price, price, link_changed, created_at';

/** A trigger adding an event of `kind` for the list `listId` (an expression on `new` or `old`). */
const sqliteEvent = (name: string, on: string, listId: string, kind: string, when = '') => `
  create trigger ${name} ${on} ${when ? `when ${when}` : ''} begin
    insert into list_events (list_id, kind) values (${listId}, '${kind}');
  end`;

const SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export const SQLITE_TRIGGERS = [
  sqliteEvent('items_event_insert', 'after insert on items', 'new.list_id', 'items'),
  // A claim's own change to its item is told by the claim's event.
  sqliteEvent(
    'items_event_update',
    'after update on items',
    'new.list_id',
    'items',
    'old.claimed = new.claimed',
  ),
  sqliteEvent('items_event_delete', 'after delete on items', 'old.list_id', 'items'),
  sqliteEvent('claims_event_insert', 'after insert on claims', 'new.list_id', 'claim'),
  sqliteEvent('claims_event_update', 'after update on claims', 'new.list_id', 'claim'),
  sqliteEvent('claims_event_delete', 'after delete on claims', 'old.list_id', 'claim'),
  sqliteEvent('invitations_event_insert', 'after insert on invitations', 'new.list_id', 'share'),
  sqliteEvent('invitations_event_update', 'after update on invitations', 'new.list_id', 'share'),
  sqliteEvent('invitations_event_delete', 'after delete on invitations', 'old.list_id', 'share'),
  sqliteEvent(
    'lists_event_update',
    `after update of ${EVENT_COLUMNS_OF_LISTS} on lists`,
    'new.id',
    'list',
  ),
  sqliteEvent('lists_event_delete', 'after delete on lists', 'old.id', 'gone'),

  `create trigger items_notice_added after insert on items
   when exists (select 1 from invitations where list_id = new.list_id and status = 'accepted')
   begin
     insert into notices (${NOTICE_COLUMNS})
     select 'added', new.list_id, l.name, new.id, new.name, null, null, null, new.price, 0, new.created_at
       from lists l where l.id = new.list_id;
   end`,
  `create trigger items_notice_changed after update of name, price, affiliate_link on items
   when new.claimed > 0 and (old.name is not new.name or old.price is not new.price
     or old.affiliate_link is not new.affiliate_link)
   begin
     insert into notices (${NOTICE_COLUMNS})
     select 'changed', new.list_id, l.name, new.id, new.name, c.user_id, old.name, old.price,
            new.price, old.affiliate_link is not new.affiliate_link, new.updated_at
       from claims c join lists l on l.id = new.list_id where c.item_id = new.id;
   end`,
  // Before the delete, while the claims are there. In a list's cascade the list is gone
  // already: its own trigger below tells of it once.
  `create trigger items_notice_deleted before delete on items when old.claimed > 0
   begin
     insert into notices (${NOTICE_COLUMNS})
     select 'deleted', old.list_id, l.name, old.id, old.name, c.user_id, null, null, old.price, 0, ${SQLITE_NOW}
       from claims c join lists l on l.id = old.list_id where c.item_id = old.id;
   end`,
  `create trigger lists_notice_archived after update of archived on lists
   when new.archived = 1 and old.archived = 0
   begin
     insert into notices (${NOTICE_COLUMNS})
     select 'archived', new.id, new.name, i.id, i.name, c.user_id, null, null, i.price, 0, ${SQLITE_NOW}
       from items i join claims c on c.item_id = i.id where i.list_id = new.id;
   end`,
  `create trigger lists_notice_deleted before delete on lists
   begin
     insert into notices (${NOTICE_COLUMNS})
     select 'list_deleted', old.id, old.name, i.id, i.name, c.user_id, null, null, i.price, 0, ${SQLITE_NOW}
       from items i join claims c on c.item_id = i.id where i.list_id = old.id;
   end`,
];

/** The channel every process LISTENs on; a payload is `<list id> <kind>`. */
export const LIST_EVENTS_CHANNEL = 'wishlist_list_events';

const PG_NOW = `to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const pgFunction = (name: string, body: string) => `
  create function ${name}() returns trigger language plpgsql as $$
  begin
    ${body}
  end $$`;

const notify = (listId: string, kind: string) =>
  `perform pg_notify('${LIST_EVENTS_CHANNEL}', ${listId} || ' ${kind}');`;

export const POSTGRES_TRIGGERS = [
  pgFunction(
    'items_event',
    `if tg_op = 'DELETE' then ${notify('old.list_id', 'items')} else ${notify('new.list_id', 'items')} end if;
     return null;`,
  ),
  'create trigger items_event after insert or delete on items for each row execute function items_event()',
  `create trigger items_event_update after update on items for each row
     when (old.claimed = new.claimed) execute function items_event()`,
  pgFunction(
    'claims_event',
    `if tg_op = 'DELETE' then ${notify('old.list_id', 'claim')} else ${notify('new.list_id', 'claim')} end if;
     return null;`,
  ),
  'create trigger claims_event after insert or update or delete on claims for each row execute function claims_event()',
  pgFunction(
    'invitations_event',
    `if tg_op = 'DELETE' then ${notify('old.list_id', 'share')} else ${notify('new.list_id', 'share')} end if;
     return null;`,
  ),
  'create trigger invitations_event after insert or update or delete on invitations for each row execute function invitations_event()',
  pgFunction(
    'lists_event',
    `if tg_op = 'DELETE' then ${notify('old.id', 'gone')} else ${notify('new.id', 'list')} end if;
     return null;`,
  ),
  `create trigger lists_event after update of ${EVENT_COLUMNS_OF_LISTS} or delete on lists
     for each row execute function lists_event()`,

  pgFunction(
    'items_notice_added',
    `if exists (select 1 from invitations where list_id = new.list_id and status = 'accepted') then
       insert into notices (${NOTICE_COLUMNS})
       select 'added', new.list_id, l.name, new.id, new.name, null, null, null, new.price, 0, new.created_at
         from lists l where l.id = new.list_id;
     end if;
     return null;`,
  ),
  'create trigger items_notice_added after insert on items for each row execute function items_notice_added()',
  pgFunction(
    'items_notice_changed',
    `insert into notices (${NOTICE_COLUMNS})
     select 'changed', new.list_id, l.name, new.id, new.name, c.user_id, old.name, old.price,
            new.price, (old.affiliate_link is distinct from new.affiliate_link)::int, new.updated_at
       from claims c join lists l on l.id = new.list_id where c.item_id = new.id;
     return null;`,
  ),
  `create trigger items_notice_changed after update of name, price, affiliate_link on items
     for each row when (new.claimed > 0 and (old.name is distinct from new.name
       or old.price is distinct from new.price or old.affiliate_link is distinct from new.affiliate_link))
     execute function items_notice_changed()`,
  pgFunction(
    'items_notice_deleted',
    `insert into notices (${NOTICE_COLUMNS})
     select 'deleted', old.list_id, l.name, old.id, old.name, c.user_id, null, null, old.price, 0, ${PG_NOW}
       from claims c join lists l on l.id = old.list_id where c.item_id = old.id;
     return old;`,
  ),
  `create trigger items_notice_deleted before delete on items for each row
     when (old.claimed > 0) execute function items_notice_deleted()`,
  pgFunction(
    'lists_notice_archived',
    `insert into notices (${NOTICE_COLUMNS})
     select 'archived', new.id, new.name, i.id, i.name, c.user_id, null, null, i.price, 0, ${PG_NOW}
       from items i join claims c on c.item_id = i.id where i.list_id = new.id;
     return null;`,
  ),
  `create trigger lists_notice_archived after update of archived on lists for each row
     when (new.archived = 1 and old.archived = 0) execute function lists_notice_archived()`,
  pgFunction(
    'lists_notice_deleted',
    `insert into notices (${NOTICE_COLUMNS})
     select 'list_deleted', old.id, old.name, i.id, i.name, c.user_id, null, null, i.price, 0, ${PG_NOW}
       from items i join claims c on c.item_id = i.id where i.list_id = old.id;
     return old;`,
  ),
  'create trigger lists_notice_deleted before delete on lists for each row execute function lists_notice_deleted()',
];

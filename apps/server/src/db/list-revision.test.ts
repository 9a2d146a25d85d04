import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';

// The triggers that keep `lists.revision` (migrations 0002 and 0003) and `names_epoch`
// (migration 0004) exist on SQLite only.
describe('lists.revision triggers (SQLite)', () => {
  let dir: string;
  let handle: DatabaseHandle;
  const at = '2026-11-24T00:00:00.000Z';

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-revision-'));
    handle = await openDatabase({ dataDir: dir });
    const { db } = handle;
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'owner@example.com',
        name: 'Owner',
        password_hash: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const id of ['a', 'b', 'c'])
      await db
        .insertInto('lists')
        .values({ id, owner_id: 'u1', name: id, is_public: 0, created_at: at, updated_at: at })
        .execute();
    await db
      .insertInto('items')
      .values({
        id: 'i1',
        list_id: 'a',
        position: 0,
        name: 'Teapot',
        type: 'want',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('invitations')
      .values({
        id: 'v1',
        list_id: 'a',
        invitee_email: 'friend@example.com',
        token: 't1',
        status: 'pending',
        inviter_id: 'u1',
        created_at: at,
      })
      .execute();
  });
  afterEach(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const revisions = async () => {
    const rows = await handle.db.selectFrom('lists').select(['id', 'revision']).execute();
    return Object.fromEntries(rows.map((row) => [row.id, row.revision]));
  };

  it.each(['items', 'invitations'] as const)(
    'bumps the list of an updated row of %s once, and both lists when it moves',
    async (table) => {
      const id = table === 'items' ? 'i1' : 'v1';
      const change = table === 'items' ? sql`name = 'Kettle'` : sql`status = 'accepted'`;
      const before = await revisions();

      await sql`update ${sql.table(table)} set ${change} where id = ${id}`.execute(handle.db);
      expect(await revisions()).toEqual({ ...before, a: before.a! + 1 });

      await sql`update ${sql.table(table)} set list_id = 'b' where id = ${id}`.execute(handle.db);
      expect(await revisions()).toEqual({ a: before.a! + 2, b: before.b! + 1, c: before.c });
    },
  );

  it('keeps one trigger of each kind after the migrations', async () => {
    const triggers = await sql<{ name: string }>`
      select name from sqlite_master where type = 'trigger' order by name`.execute(handle.db);
    expect(triggers.rows.map((row) => row.name)).toEqual(
      [
        // Migration 0013: circles' live events (it also makes items_notice_added anew).
        'circle_lists_event_delete',
        'circle_lists_event_insert',
        'circle_members_event_delete',
        'circle_members_event_insert',
        // Migration 0014: co-owners' live events.
        'list_co_owners_event_delete',
        'list_co_owners_event_insert',
        // Migration 0015: managers' live events (who may edit and see a child's lists).
        'managers_event_delete',
        'managers_event_insert',
        // Migration 0017: a givers' note is a live event of its list (A2).
        'item_notes_event_insert',
        // Migration 0019: pledges keep their group gift's sum and are claim events (A3). It
        // makes items_event_update and claims_taken anew (a covered alternative, A5).
        'pledges_added',
        'pledges_changed',
        'pledges_event_delete',
        'pledges_event_insert',
        'pledges_event_update',
        'pledges_withdrawn',
        // Migration 0006: the claims keep their item's sum and bought state.
        'claims_given_back',
        'claims_grown',
        'claims_taken',
        // Migration 0008: live events and notification notices.
        'claims_event_delete',
        'claims_event_insert',
        'claims_event_update',
        'invitations_delete_list_revision',
        'invitations_event_delete',
        'invitations_event_insert',
        'invitations_event_update',
        'invitations_insert_list_revision',
        'invitations_update_list_revision',
        'items_delete_list_revision',
        'items_event_delete',
        'items_event_insert',
        'items_event_update',
        'items_insert_list_revision',
        'items_notice_added',
        'items_notice_changed',
        'items_notice_deleted',
        'items_update_list_revision',
        'lists_event_delete',
        'lists_event_update',
        'lists_notice_archived',
        'lists_notice_deleted',
        'users_names_epoch',
      ].sort(),
    );
  });

  it('raises the names epoch when a name or e-mail changes, and only then', async () => {
    const epoch = async () =>
      (await handle.db.selectFrom('names_epoch').select('epoch').execute()).map((r) => r.epoch);
    expect(await epoch()).toEqual([0]);
    await handle.db.updateTable('users').set({ name: 'Owner' }).where('id', '=', 'u1').execute();
    await handle.db.updateTable('users').set({ token_version: 2 }).execute();
    expect(await epoch()).toEqual([0]);
    await handle.db.updateTable('users').set({ name: 'Olive' }).where('id', '=', 'u1').execute();
    expect(await epoch()).toEqual([1]);
    await handle.db.updateTable('users').set({ email: 'olive@example.com' }).execute();
    expect(await epoch()).toEqual([2]);
  });

  it('keeps no index on items.bought_by, which every claim would write', async () => {
    const columns = await sql<{ name: string }>`
      select info.name from pragma_index_list('items') as list, pragma_index_info(list.name) as info
    `.execute(handle.db);
    expect(columns.rows.map((column) => column.name)).toContain('list_id');
    expect(columns.rows.map((column) => column.name)).not.toContain('bought_by');
  });
});

import type { Db } from '../db/database.js';

/** Everything a user could see changed, for "a rejected request changes nothing" checks. */
export async function snapshot(db: Db): Promise<string> {
  const [users, lists, items, invitations, resets, mail] = await Promise.all([
    db.selectFrom('users').selectAll().orderBy('id').execute(),
    db.selectFrom('lists').selectAll().orderBy('id').execute(),
    db.selectFrom('items').selectAll().orderBy('id').execute(),
    db.selectFrom('invitations').selectAll().orderBy('id').execute(),
    db.selectFrom('password_resets').selectAll().orderBy('token_hash').execute(),
    db.selectFrom('mail_queue').select(['id', 'recipient', 'subject']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ users, lists, items, invitations, resets, mail });
}

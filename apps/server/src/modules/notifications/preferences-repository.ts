import {
  LANGUAGES,
  type Language,
  type NotificationKind,
  type Preferences,
  type PreferencesInput,
} from '@wishlist/core';
import type { Db } from '../../db/database.js';

/** The `users` column holding each kind's switch (1 = on). */
export const PREFERENCE_COLUMNS = {
  digest: 'notify_digest',
  claimedChanged: 'notify_claimed_changed',
  reminders: 'notify_reminders',
} as const satisfies Record<NotificationKind, string>;

type PreferenceColumn = (typeof PREFERENCE_COLUMNS)[NotificationKind];

/** A person's notification switches and language, kept in their `users` row (migration 0008). */
export class PreferencesRepository {
  constructor(private readonly db: Db) {}

  async find(userId: string): Promise<Preferences | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['notify_digest', 'notify_claimed_changed', 'notify_reminders', 'language'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      notify: {
        digest: row.notify_digest === 1,
        claimedChanged: row.notify_claimed_changed === 1,
        reminders: row.notify_reminders === 1,
      },
      language: (LANGUAGES as readonly string[]).includes(row.language)
        ? (row.language as Language)
        : 'en',
    };
  }

  /** Writes what `input` names and leaves the rest; nothing at all when it names nothing. */
  async update(userId: string, input: PreferencesInput, now: string): Promise<void> {
    const changes: Partial<Record<PreferenceColumn, number>> & { language?: Language } = {};
    for (const [kind, on] of Object.entries(input.notify ?? {}))
      if (on !== undefined) changes[PREFERENCE_COLUMNS[kind as NotificationKind]] = on ? 1 : 0;
    if (input.language !== undefined) changes.language = input.language;
    if (Object.keys(changes).length === 0) return;
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  /** Turns one kind off; answers false when there is no such user. */
  async turnOff(userId: string, kind: NotificationKind, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ [PREFERENCE_COLUMNS[kind]]: 0, updated_at: now })
      .where('id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

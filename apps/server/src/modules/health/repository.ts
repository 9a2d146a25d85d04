import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export class HealthRepository {
  constructor(private readonly db: Db) {}

  /** One round trip to the database: throws when it cannot answer. */
  async ping(): Promise<void> {
    await this.db.selectNoFrom(sql<number>`1`.as('one')).execute();
  }
}

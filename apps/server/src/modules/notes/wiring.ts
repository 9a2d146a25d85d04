import type { Clock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { ListAccess } from '../lists/access.js';
import { NoteRepository } from './repository.js';
import { NoteService } from './service.js';

/** Givers' notes (A2) over their own repository, with the lists' access rule. */
export function noteService(deps: {
  database: DatabaseHandle;
  access: ListAccess;
  clock: Clock;
}): NoteService {
  const { db, dialect } = deps.database;
  return new NoteService(db, new NoteRepository(db, dialect), deps.access, deps.clock);
}

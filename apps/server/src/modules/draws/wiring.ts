import type { Clock } from '../../clock.js';
import type { Db, Dialect } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { DrawRepository } from './repository.js';
import { type CircleFacts, DrawService } from './service.js';

/** The draws' service over its own repository (D1-D3). */
export function drawService(deps: {
  db: Db;
  dialect: Dialect;
  circles: CircleFacts;
  mailer: Mailer;
  appUrl: string;
  clock: Clock;
}): DrawService {
  return new DrawService(
    deps.db,
    new DrawRepository(deps.db, deps.dialect),
    deps.circles,
    deps.mailer,
    deps.appUrl,
    deps.clock,
  );
}

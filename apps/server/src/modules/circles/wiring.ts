import type { Clock } from '../../clock.js';
import type { Db, Dialect } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AuthService } from '../auth/service.js';
import { drawService } from '../draws/wiring.js';
import type { ListAccess } from '../lists/access.js';
import type { AccessLoss } from '../lists/access-loss.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import { CircleJoining } from './joining.js';
import { ManagedRepository } from './managed-repository.js';
import { ManagedService } from './managed-service.js';
import { CircleRepository } from './repository.js';
import { CircleService } from './service.js';

/**
 * The circles' services (C1-C5) and their draws (D1-D3), built from what the rest of the server
 * shares with them.
 */
export function circleServices(deps: {
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  limiter: RateLimiter;
  accessLoss: AccessLoss;
  appUrl: string;
  clock: Clock;
  auth: AuthService;
  /** Each address's language when it has an account, and the inviter's (invitations' own). */
  languagesOf: ConstructorParameters<typeof CircleService>[7];
  access: ListAccess;
  managed: ManagedRepository;
}) {
  const { db, clock, accessLoss } = deps;
  const repository = new CircleRepository(db);
  return {
    circles: new CircleService(
      db,
      repository,
      deps.mailer,
      deps.limiter,
      accessLoss,
      deps.appUrl,
      clock,
      deps.languagesOf,
      (viewer, listId) => deps.access.own(viewer, listId),
    ),
    circleJoining: new CircleJoining(db, repository, deps.auth, clock),
    managed: new ManagedService(db, deps.managed, repository, accessLoss, clock),
    draws: drawService({
      db,
      dialect: deps.dialect,
      circles: {
        roleOf: (circleId, userId) => repository.roleOf(circleId, userId),
        nameOf: async (circleId) => (await repository.find(circleId))?.name,
        accountsIn: async (circleId) =>
          new Set(
            ((await repository.membersOf([circleId])).get(circleId) ?? [])
              .filter((member) => member.managed === 0)
              .map((member) => member.user_id),
          ),
      },
      mailer: deps.mailer,
      appUrl: deps.appUrl,
      clock,
    }),
  };
}

export { ManagedRepository };

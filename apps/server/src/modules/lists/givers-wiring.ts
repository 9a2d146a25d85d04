import type { Clock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { NoteService } from '../notes/service.js';
import { noteService } from '../notes/wiring.js';
import type { ListAccess } from './access.js';
import type { ClaimRepository } from './claim-repository.js';
import { PledgeRepository } from './pledge-repository.js';
import { PledgeService } from './pledge-service.js';
import type { ListPresenter } from './presenter.js';

/** What only a list's givers do together, kept from its owner side. */
export interface GiverServices {
  /** Givers' notes on items (A2), kept from the lists' owners. */
  notes: NoteService;
  /** Pledges toward group gifts (A3). */
  pledges: PledgeService;
}

export function giverServices(deps: {
  database: DatabaseHandle;
  access: ListAccess;
  claims: ClaimRepository;
  presenter: ListPresenter;
  clock: Clock;
}): GiverServices {
  const { db } = deps.database;
  return {
    notes: noteService(deps),
    pledges: new PledgeService(
      db,
      new PledgeRepository(db),
      deps.claims,
      deps.access,
      deps.presenter,
      deps.clock,
    ),
  };
}

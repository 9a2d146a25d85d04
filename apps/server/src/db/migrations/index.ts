import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial.js';
import * as listRevision from './0002-list-revision.js';
import * as listRevisionOneSeek from './0003-list-revision-one-seek.js';
import * as namesEpoch from './0004-names-epoch.js';
import * as accountSafety from './0005-account-safety.js';
import * as claims from './0006-claims.js';
import * as listCraft from './0007-list-craft.js';
import * as liveAndNotified from './0008-live-and-notified.js';
import * as oidcSignIn from './0009-oidc-sign-in.js';
import * as changesHeard from './0010-changes-heard.js';
import * as apiTokens from './0011-api-tokens.js';
import * as itemCurrency from './0012-item-currency.js';
import * as circles from './0013-circles.js';
import * as coOwners from './0014-co-owners.js';
import * as managedMembers from './0015-managed-members.js';
import * as draws from './0016-draws.js';
import * as itemNotes from './0017-item-notes.js';
import * as itemState from './0018-item-state.js';
import * as groupGifts from './0019-group-gifts-and-alternatives.js';

/** Migrations are listed here (not read from disk) so the same list serves tests and the build. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-initial': initial,
      '0002-list-revision': listRevision,
      '0003-list-revision-one-seek': listRevisionOneSeek,
      '0004-names-epoch': namesEpoch,
      '0005-account-safety': accountSafety,
      '0006-claims': claims,
      '0007-list-craft': listCraft,
      '0008-live-and-notified': liveAndNotified,
      '0009-oidc-sign-in': oidcSignIn,
      '0010-changes-heard': changesHeard,
      '0011-api-tokens': apiTokens,
      '0012-item-currency': itemCurrency,
      '0013-circles': circles,
      '0014-co-owners': coOwners,
      '0015-managed-members': managedMembers,
      '0016-draws': draws,
      '0017-item-notes': itemNotes,
      '0018-item-state': itemState,
      '0019-group-gifts-and-alternatives': groupGifts,
    };
  },
};

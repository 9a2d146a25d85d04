import { describe, expect, it } from 'vitest';
import { Clock } from '../../clock.js';
import type { AppError } from '../../errors.js';
import { Caller, type HolderRow } from '../auth/caller.js';
import type { ClaimRead } from './claim-read.js';
import type { ClaimRepository } from './claim-repository.js';
import { ClaimService } from './claim-service.js';
import type { ClaimStore, ClaimUnit } from './claim-store.js';
import { ListPresenter } from './presenter.js';
import type { ItemsTableRow } from './rows.js';

// The service is the claim's rules alone: with a store that holds one item in memory, it is
// tested here without a database; the stores are tested on both databases (claim-batches.test).

const holder: HolderRow = {
  id: 'giver',
  email: 'giver@example.com',
  name: 'Giver',
  email_verified: 1,
  token_version: 0,
  token_revoked: null,
};
const token = { userId: 'giver', version: 0, tokenId: 'token', expiresAtMs: Date.now() + 60_000 };
const item: ItemsTableRow = {
  id: 'item',
  list_id: 'list',
  name: 'Kite',
  description: '',
  category: '',
  price: '',
  affiliate_link: '',
  image_url: '',
  type: 'one',
  quantity: 2,
  priority: 0,
  currency: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  bought_by: null,
  bought_at: null,
  claimed: 0,
  hidden: 0,
  received_at: null,
  received_note: null,
  thanked: 0,
} as unknown as ItemsTableRow;

/** A store over one public list of one item, counting the writes it was asked for. */
function storeOf(read: Partial<ClaimRead>, { takenSince = 0 } = {}) {
  const writes: string[] = [];
  const current = { ...item, claimed: (read.item ?? item).claimed + takenSince };
  const unit: ClaimUnit = {
    readWithTokenHolder: async () => ({
      holder,
      list: {
        owner_id: 'owner',
        is_public: 1,
        surprise: 0,
        event_date: null,
        archived: 0,
        invitation_status: null,
      },
      item,
      myClaim: 0,
      ...read,
    }),
    claim: async (_list, _item, _user, count) => {
      writes.push(`claim ${count}`);
      return count <= current.quantity - current.claimed;
    },
    release: async () => {
      writes.push('release');
      return true;
    },
    releaseAll: async () => void writes.push('release all'),
    quantityOf: async () => 0,
    itemWithBuyer: async () => ({ ...current, buyer_name: null, buyer_email: null }),
    claimsOfItem: async () => [],
  };
  const store: ClaimStore = { run: (work) => work(unit) };
  return { store, writes };
}

const serviceOn = (store: ClaimStore) =>
  new ClaimService(store, {} as ClaimRepository, new ListPresenter(''), new Clock());
const caller = () => new Caller(token, async () => holder);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: AppError) => ({ status: error.status, code: error.code }),
  );

describe('ClaimService, on any store', () => {
  it('claims what is left and answers the item with the claim', async () => {
    const { store, writes } = storeOf({});
    const answer = await serviceOn(store).claim(caller(), 'list', 'item', { quantity: 2 });
    expect(writes).toEqual(['claim 2']);
    expect(answer).toMatchObject({ claimed: 2, boughtBy: { _id: 'giver' } });
  });

  it('refuses with the item as it is now when the write finds less left than the read did', async () => {
    const { store, writes } = storeOf({}, { takenSince: 2 });
    const service = serviceOn(store);
    expect(await refusal(service.claim(caller(), 'list', 'item', { quantity: 1 }))).toEqual({
      status: 409,
      code: 'ALREADY_BOUGHT',
    });
    expect(writes).toEqual(['claim 1']);
  });

  it('writes nothing for a revoked token, a surprised owner or an archived list', async () => {
    const cases: Array<[Partial<ClaimRead>, number, string]> = [
      [{ holder: { ...holder, token_revoked: 1 } }, 401, 'INVALID_TOKEN'],
      [
        {
          list: {
            owner_id: 'giver',
            is_public: 1,
            surprise: 1,
            event_date: null,
            archived: 0,
            invitation_status: null,
          },
        },
        403,
        'surprise',
      ],
      [
        {
          list: {
            owner_id: 'owner',
            is_public: 1,
            surprise: 0,
            event_date: null,
            archived: 1,
            invitation_status: null,
          },
        },
        409,
        'archived',
      ],
    ];
    for (const [read, status, code] of cases) {
      const { store, writes } = storeOf(read);
      const answer = await refusal(
        serviceOn(store).claim(caller(), 'list', 'item', { quantity: 1 }),
      );
      expect(answer, code).toEqual({ status, code });
      expect(writes, code).toEqual([]);
    }
  });
});

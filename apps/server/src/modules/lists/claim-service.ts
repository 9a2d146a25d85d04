import type { ClaimInput, Item, MyClaim, UnclaimInput } from '@wishlist/core';
import { QUOTAS } from '@wishlist/core';
import type { Clock } from '../../clock.js';
import { AppError, conflict, forbidden, notFound } from '../../errors.js';
import { type Message, msg } from '../../i18n/message.js';
import type { Caller } from '../auth/caller.js';
import {
  assertNotArchived,
  canView,
  listNotFound,
  mayClaim,
  mayGiveBack,
  surpriseRefusal,
} from './access.js';
import { type Audience, audienceOf, seesEveryClaim } from './audience.js';
import type { ClaimRepository } from './claim-repository.js';
import type { ClaimStore, ClaimUnit } from './claim-store.js';
import { giftList, soonestEventFirst } from './my-gifts.js';
import { claimsByItem, type ListPresenter } from './presenter.js';

const itemNotFound = () => notFound(msg('server.lists.itemNotFound'), 'ITEM_NOT_FOUND');

/**
 * The giver's side (G1-G3): claiming some of an item (`mark-bought`), giving a claim back
 * (`unmark-bought`), and everything one person has claimed. Surprise mode is checked here, on
 * the server, for every call an owner makes. Each claim and give-back runs in the `store`, as its
 * database does them best; `claims` answers what one person has claimed.
 */
export class ClaimService {
  constructor(
    private readonly store: ClaimStore,
    private readonly claims: ClaimRepository,
    private readonly presenter: ListPresenter,
    private readonly clock: Clock,
  ) {}

  /**
   * One read (the caller's row, the list's access and the item), then one conditional write.
   * The two need not be in one transaction: when the write finds less left than the read did, a
   * second read says whether the item is gone (404) or taken (409).
   */
  claim(caller: Caller, listId: string, itemId: string, input: ClaimInput): Promise<Item> {
    return this.store.run((unit) => this.claimIn(unit, caller, listId, itemId, input));
  }

  private async claimIn(
    unit: ClaimUnit,
    caller: Caller,
    listId: string,
    itemId: string,
    { quantity }: ClaimInput,
  ): Promise<Item> {
    const read = await unit.readWithTokenHolder(caller.claims, listId, itemId);
    const { viewer, list, item } = mayClaim(caller, read);
    if (!item) throw itemNotFound();
    assertNotArchived(list);
    const audience = audienceOf(list, viewer, this.clock.today());
    if (audience === 'surprised') throw surpriseRefusal();
    // A private item (A4) does not exist for givers; a received one (A1) is no longer wanted.
    if (item.hidden === 1 && audience === 'giver') throw itemNotFound();
    if (item.received_at !== null) throw conflict(msg('server.lists.received'), 'RECEIVED');
    if (item.group_gift === 1) throw conflict(msg('server.lists.groupGift'), 'GROUP_GIFT');
    if (quantity <= item.quantity - item.claimed) {
      const now = this.clock.nowIso();
      if (await unit.claim(listId, itemId, viewer.id, quantity, now)) {
        // Taking a whole item that nobody had claimed: the answer is known without a read.
        if (item.claimed === 0 && quantity === item.quantity) {
          const mine = { user: { _id: viewer.id, name: viewer.name }, quantity, at: now };
          const row = {
            ...item,
            claimed: quantity,
            bought_by: viewer.id,
            bought_at: now,
            buyer_name: viewer.name,
            buyer_email: viewer.email,
          };
          return this.presenter.item(row, audience, [mine], viewer.id);
        }
        return reread(unit, this.presenter, listId, itemId, audience, viewer.id);
      }
    }
    // Too little left, as read or taken since: the refusal carries the item as it is now (404 if
    // it is gone), so the caller's card shows who got there first.
    const current = await reread(unit, this.presenter, listId, itemId, audience, viewer.id);
    const left = current.quantity - current.claimed;
    // Enough left, yet refused: the claims trigger found another of its alternatives taken (A5).
    if (quantity <= left && item.any_of !== null)
      throw new AppError(409, 'COVERED', msg('server.lists.covered'), {}, () => ({
        item: { ...current, covered: true },
      }));
    const refusal: [Message, string] =
      left <= 0
        ? [msg('server.lists.alreadyBought'), 'ALREADY_BOUGHT']
        : [msg('server.lists.notEnoughLeft', { left }), 'NOT_ENOUGH_LEFT'];
    throw new AppError(409, refusal[1], refusal[0], {}, () => ({ item: current }));
  }

  /**
   * As `claim`: takes back the caller's own claim, or, for the list's owner, someone's
   * (`userId`) or everyone's (no `userId`).
   */
  unclaim(caller: Caller, listId: string, itemId: string, input: UnclaimInput): Promise<Item> {
    return this.store.run((unit) => this.unclaimIn(unit, caller, listId, itemId, input));
  }

  private async unclaimIn(
    unit: ClaimUnit,
    caller: Caller,
    listId: string,
    itemId: string,
    { userId }: UnclaimInput,
  ): Promise<Item> {
    const read = await unit.readWithTokenHolder(caller.claims, listId, itemId);
    const { viewer, list, item, myClaim, lost } = mayGiveBack(caller, read);
    if (!item) throw itemNotFound();
    assertNotArchived(list);
    if (lost) {
      // Their access ended (decision 029): their own claim, and nothing else, may go back.
      if (userId !== undefined && userId !== viewer.id) throw listNotFound();
      if (!(await unit.release(listId, itemId, viewer.id)))
        throw conflict(msg('server.lists.itemChanged'), 'ITEM_CHANGED');
      const current = await reread(unit, this.presenter, listId, itemId, 'giver', viewer.id);
      return asOutsider(current, viewer.id);
    }
    const audience = audienceOf(list, viewer, this.clock.today());
    if (audience === 'surprised') throw surpriseRefusal();
    if (item.claimed === 0) throw conflict(msg('server.lists.notBought'), 'NOT_BOUGHT');
    const owner = seesEveryClaim(audience);
    const whose = userId ?? (owner ? undefined : viewer.id);
    const notBuyer = () => forbidden(msg('server.lists.notBuyer'), 'NOT_BUYER');
    if (whose !== viewer.id && !owner) throw notBuyer();

    let released = item.claimed;
    if (whose === undefined) {
      await unit.releaseAll(listId, itemId);
    } else {
      released = whose === viewer.id ? myClaim : await unit.quantityOf(itemId, whose);
      if (released === 0) {
        if (!owner) throw notBuyer();
        throw conflict(msg('server.lists.notClaimed'), 'NOT_CLAIMED');
      }
      // Conditional: where the read and the write are not in one transaction, someone may have
      // changed the claim in between.
      if (!(await unit.release(listId, itemId, whose)))
        throw conflict(msg('server.lists.itemChanged'), 'ITEM_CHANGED');
    }
    if (released === item.claimed) {
      const row = {
        ...item,
        claimed: 0,
        bought_by: null,
        bought_at: null,
        buyer_name: null,
        buyer_email: null,
      };
      return this.presenter.item(row, audience, [], viewer.id);
    }
    return reread(unit, this.presenter, listId, itemId, audience, viewer.id);
  }

  /**
   * G3: what the caller has claimed on lists they can still see, soonest event first. With
   * `lost`, also their claims on lists they may no longer see (decision 029), marked
   * `visible: false`, with nobody else's claims: those can only be given back.
   */
  async mine(caller: Caller, { lost = false } = {}): Promise<MyClaim[]> {
    const viewer = await caller.viewer();
    const today = this.clock.today();
    const rows = (await this.claims.claimedBy(viewer.id, viewer.email, QUOTAS.claimsShown))
      .filter((row) => lost || canView(row, viewer))
      // An owner who claimed on their own list before turning surprise on sees it no more.
      .filter((row) => audienceOf(row, viewer, today) !== 'surprised');
    const claims = claimsByItem(await this.claims.claimsOfItems(rows.map((row) => row.id)));
    return rows
      .map((row) => {
        const visible = canView(row, viewer);
        const item = this.presenter.item(
          row,
          audienceOf(row, viewer, today),
          claims.get(row.id),
          viewer.id,
        );
        return {
          list: { ...giftList(row), visible },
          item: visible ? item : asOutsider(item, viewer.id),
          quantity: Number(row.claim_quantity),
          at: row.claim_at,
        };
      })
      .sort(soonestEventFirst);
  }
}

/** The item as it stands now, with its claims, as `viewerId` sees it (`audience`). */
async function reread(
  unit: ClaimUnit,
  presenter: ListPresenter,
  listId: string,
  itemId: string,
  audience: Audience,
  viewerId: string,
): Promise<Item> {
  const [row, itemClaims] = await Promise.all([
    unit.itemWithBuyer(listId, itemId),
    unit.claimsOfItem(itemId),
  ]);
  if (!row) throw itemNotFound();
  return presenter.item(row, audience, claimsByItem(itemClaims).get(itemId), viewerId);
}

/**
 * An item as someone who lost access to its list sees it (decision 029): what it is, and their
 * own claim on it; nobody else's claims, nor how many others took.
 */
function asOutsider(item: Item, viewerId: string): Item {
  const own = item.claims.filter((claim) => claim.user._id === viewerId);
  const theirs = item.boughtBy?._id === viewerId;
  return {
    ...item,
    claims: own,
    claimed: own.reduce((sum, claim) => sum + claim.quantity, 0),
    boughtBy: theirs ? item.boughtBy : null,
    boughtAt: theirs ? item.boughtAt : null,
  };
}

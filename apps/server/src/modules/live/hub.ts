import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import type { Viewer } from '../auth/caller.js';
import { givesTo, hidesClaims, ownsList, seesList } from '../lists/audience.js';
import type { AudienceRepository, ListAudience } from './audience-repository.js';
import type { ChangeFeed, ChangeKind, ListChange } from './change-feed.js';
import type { EventStream } from './event-stream.js';

/** One open stream: of one list, or of everything its user follows (`listId` undefined). */
interface Subscriber {
  viewer: Viewer;
  stream: EventStream;
  listId: string | undefined;
  /** For a user's stream: the lists it tells of (owned, accepted, claimed on). */
  follows: Set<string>;
}

/** A list stream's `follows`: it follows its one list, and never changes this (shared) set. */
const NO_LISTS: Set<string> = new Set();

const ACCESS_KINDS: ReadonlySet<ChangeKind> = new Set(['share', 'list', 'gone']);

/** The viewer's standing as the hub knows it: a co-owner (C5), or nothing it tells apart. */
const standing = (audience: ListAudience, viewer: Viewer) =>
  audience.coOwners.has(viewer.id) ? 'co-owner' : null;

/** The owner or a co-owner (C5), whom surprise mode hides claims from alike. */
const owns = (audience: ListAudience, viewer: Viewer) =>
  ownsList(audience.ownerId, viewer, standing(audience, viewer));

/** Kept from the list's owner and co-owners: givers' notes (A2), always. */
const NOTES_ONLY: ReadonlySet<ChangeKind> = new Set(['note']);
/** Kept from them too while surprise mode hides the claims (G1). */
const NOTES_AND_CLAIMS: ReadonlySet<ChangeKind> = new Set(['note', 'claim']);

/** A manager of the list's owner (C4): owner rights, and the claims always in sight. */
const keeps = (audience: ListAudience, viewer: Viewer) => audience.managers.has(viewer.id);

/** An accepted invitee, or a member of a circle the list is shared into (C3). */
const admitted = (audience: ListAudience, viewer: Viewer) =>
  audience.invitees.has(viewer.email) || audience.members.has(viewer.id);

const mayView = (audience: ListAudience, viewer: Viewer) =>
  owns(audience, viewer) ||
  keeps(audience, viewer) ||
  seesList(audience.ownerId, viewer, admitted(audience, viewer), audience.isPublic);

/**
 * Whether a user's own stream tells of the list: one they may see and are part of (own,
 * accepted, claimed on). A claim alone is not enough: someone whose access ended keeps their
 * claim (decision 029) but hears nothing more of the list.
 */
const follows = (audience: ListAudience, viewer: Viewer) =>
  mayView(audience, viewer) &&
  (owns(audience, viewer) ||
    keeps(audience, viewer) ||
    admitted(audience, viewer) ||
    audience.claimers.has(viewer.id));

/**
 * Tells open streams of committed changes. Each batch from the feed is grouped by list; the
 * lists' audiences are read once for the batch (four queries), and each stream hears of a
 * list at most once a batch. A change to who may see a list (`share`, `list`, `gone`) checks
 * each of its streams again: a stream that lost access is told once, then ended. The owner and
 * co-owners hear nothing of a batch that only holds givers' notes (A2), or notes and claims while
 * surprise mode hides the claims (G1): not even a `changed`, whose moment would tell them the
 * givers are talking.
 */
export class LiveHub {
  private readonly byList = new Map<string, Set<Subscriber>>();
  /** Users' streams, by the lists they follow. */
  private readonly followers = new Map<string, Set<Subscriber>>();
  private readonly userStreams = new Set<Subscriber>();
  /** Streams told of changes here; the feed may rest while there are none. */
  private streams = 0;
  private working: Promise<void> = Promise.resolve();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly audiences: AudienceRepository,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  start(): Promise<void> {
    return this.feed.start((changes) => {
      // In order, one batch at a time: a later batch never overtakes an earlier one.
      this.working = this.working
        .then(() => this.tell(changes))
        .catch((error: Error) => this.log.warn({ err: error.message }, 'Live events not told'));
    });
  }

  /** Ends every stream (the server is closing: their readers reconnect to another). */
  endStreams(): void {
    for (const subscriber of [...this.all()]) subscriber.stream.end();
  }

  async stop(): Promise<void> {
    this.endStreams();
    await this.feed.stop();
  }

  /**
   * `person` may just have lost access to `listId`: their streams learn it now rather than at
   * the change feed's next batch. A stream of the list is told once and ended; their own
   * streams are told once and stop following it. Nothing changes if they may still see it (a
   * public list). In turn with the feed's batches, so an older batch cannot undo it.
   */
  stopTelling(listId: string, person: { id?: string; email?: string }): Promise<void> {
    const theirs = ({ viewer }: Subscriber) =>
      (person.email !== undefined && viewer.email === person.email) || viewer.id === person.id;
    const done = this.working.then(async () => {
      const audience = (await this.audiences.audiences([listId])).get(listId);
      for (const subscriber of [...(this.byList.get(listId) ?? [])])
        if (theirs(subscriber) && !(audience && mayView(audience, subscriber.viewer))) {
          subscriber.stream.changed(listId);
          subscriber.stream.end();
        }
      for (const subscriber of [...(this.followers.get(listId) ?? [])])
        if (theirs(subscriber) && !(audience && follows(audience, subscriber.viewer))) {
          subscriber.stream.changed(listId);
          this.unfollow(subscriber, listId);
        }
    });
    this.working = done.catch((error: Error) =>
      this.log.warn({ err: error.message }, 'Live access not checked'),
    );
    return done;
  }

  /** Adds a stream of `listId`'s changes (its access already checked). */
  async watchList(viewer: Viewer, listId: string, stream: EventStream): Promise<void> {
    await this.add({ viewer, stream, listId, follows: NO_LISTS }, [listId], this.byList);
  }

  /** Adds a stream of changes to every list `viewer` follows. */
  async watchMine(viewer: Viewer, stream: EventStream): Promise<void> {
    const lists = await this.audiences.listsOf(viewer.id, viewer.email);
    await this.add(
      { viewer, stream, listId: undefined, follows: new Set(lists) },
      lists,
      this.followers,
    );
  }

  private async add(
    subscriber: Subscriber,
    lists: string[],
    index: Map<string, Set<Subscriber>>,
  ): Promise<void> {
    // Its reader may have gone while its lists were read.
    if (!subscriber.stream.open) return;
    if (subscriber.listId === undefined) this.userStreams.add(subscriber);
    for (const listId of lists) indexAdd(index, listId, subscriber);
    this.streams += 1;
    subscriber.stream.onEnd(() => {
      this.streams -= 1;
      this.userStreams.delete(subscriber);
      for (const listId of subscriber.listId ? [subscriber.listId] : subscriber.follows)
        indexRemove(index, listId, subscriber);
      if (this.streams === 0) void this.feed.active(false);
    });
    await this.feed.active(true);
  }

  private *all(): Iterable<Subscriber> {
    for (const set of this.byList.values()) yield* set;
    yield* this.userStreams;
  }

  private async tell(changes: ListChange[] | 'all'): Promise<void> {
    if (changes === 'all') {
      for (const subscriber of [...this.all()])
        for (const listId of subscriber.listId ? [subscriber.listId] : subscriber.follows)
          subscriber.stream.changed(listId);
      return;
    }
    const kinds = new Map<string, Set<ChangeKind>>();
    for (const { listId, kind } of changes) {
      if (!this.byList.has(listId) && this.userStreams.size === 0) continue;
      const set = kinds.get(listId);
      if (set) set.add(kind);
      else kinds.set(listId, new Set([kind]));
    }
    if (kinds.size === 0) return;
    const audiences = await this.audiences.audiences([...kinds.keys()]);
    const today = this.clock.today();
    for (const [listId, listKinds] of kinds) {
      const audience = audiences.get(listId);
      const accessChanged = [...listKinds].some((kind) => ACCESS_KINDS.has(kind));
      const keptFromOwners =
        audience &&
        hidesClaims({ surprise: audience.surprise, event_date: audience.eventDate }, today)
          ? NOTES_AND_CLAIMS
          : NOTES_ONLY;
      // Whether the batch holds nothing `viewer` may hear of: for the owner and co-owners, only
      // what is kept from them; for givers (a manager among them) nothing is.
      const unheard = (viewer: Viewer) =>
        audience !== undefined &&
        !givesTo(audience.ownerId, viewer, standing(audience, viewer)) &&
        [...listKinds].every((kind) => keptFromOwners.has(kind));

      for (const subscriber of [...(this.byList.get(listId) ?? [])]) {
        if (unheard(subscriber.viewer)) continue;
        subscriber.stream.changed(listId);
        if (!audience || (accessChanged && !mayView(audience, subscriber.viewer)))
          subscriber.stream.end();
      }
      this.tellFollowers(listId, audience, unheard);
    }
  }

  /** Users' streams: those following the list, and those who have just come to follow it. */
  private tellFollowers(
    listId: string,
    audience: ListAudience | undefined,
    unheard: (viewer: Viewer) => boolean,
  ): void {
    const told = new Set(this.followers.get(listId) ?? []);
    if (audience)
      for (const subscriber of this.userStreams)
        if (!subscriber.follows.has(listId) && follows(audience, subscriber.viewer))
          told.add(subscriber);
    for (const subscriber of told) {
      const stillFollows = audience !== undefined && follows(audience, subscriber.viewer);
      if (stillFollows && unheard(subscriber.viewer)) continue;
      subscriber.stream.changed(listId);
      if (stillFollows && !subscriber.follows.has(listId)) {
        subscriber.follows.add(listId);
        indexAdd(this.followers, listId, subscriber);
      } else if (!stillFollows) this.unfollow(subscriber, listId);
    }
  }

  private unfollow(subscriber: Subscriber, listId: string): void {
    subscriber.follows.delete(listId);
    indexRemove(this.followers, listId, subscriber);
  }
}

function indexAdd<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}

function indexRemove<K, V>(index: Map<K, Set<V>>, key: K, value: V): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}

import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import type { Viewer } from '../auth/caller.js';
import { hidesClaims } from '../lists/audience.js';
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

const ACCESS_KINDS: ReadonlySet<ChangeKind> = new Set(['share', 'list', 'gone']);

const mayView = (audience: ListAudience, viewer: Viewer) =>
  audience.ownerId === viewer.id || audience.isPublic || audience.invitees.has(viewer.email);

const follows = (audience: ListAudience, viewer: Viewer) =>
  audience.ownerId === viewer.id ||
  audience.invitees.has(viewer.email) ||
  audience.claimers.has(viewer.id);

/**
 * Tells open streams of committed changes. Each batch from the feed is grouped by list; the
 * lists' audiences are read once for the batch (three queries), and each stream hears of a
 * list at most once a batch. A change to who may see a list (`share`, `list`, `gone`) checks
 * each of its streams again: a stream that lost access is told once, then ended. An owner in
 * surprise mode hears nothing of a batch that only holds claims.
 */
export class LiveHub {
  private readonly byList = new Map<string, Set<Subscriber>>();
  /** Users' streams, by the lists they follow. */
  private readonly followers = new Map<string, Set<Subscriber>>();
  private readonly userStreams = new Set<Subscriber>();
  private streams = 0;
  private readonly perUser = new Map<string, number>();
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

  /** A comment on every stream, so proxies and browsers keep idle ones open. */
  ping(): void {
    for (const subscriber of this.all()) subscriber.stream.ping();
  }

  async stop(): Promise<void> {
    this.endStreams();
    await this.feed.stop();
  }

  /** Streams open in this process: all of them, and `userId`'s. */
  size(userId?: string): number {
    return userId === undefined ? this.streams : (this.perUser.get(userId) ?? 0);
  }

  /** Adds a stream of `listId`'s changes (its access already checked). */
  async watchList(viewer: Viewer, listId: string, stream: EventStream): Promise<void> {
    await this.add({ viewer, stream, listId, follows: new Set() }, [listId], this.byList);
  }

  /** Adds a stream of changes to every list `viewer` follows. */
  async watchMine(viewer: Viewer, stream: EventStream): Promise<void> {
    const lists = await this.audiences.listsOf(viewer.id, viewer.email);
    const subscriber = { viewer, stream, listId: undefined, follows: new Set(lists) };
    this.userStreams.add(subscriber);
    await this.add(subscriber, lists, this.followers);
  }

  private async add(
    subscriber: Subscriber,
    lists: string[],
    index: Map<string, Set<Subscriber>>,
  ): Promise<void> {
    for (const listId of lists) indexAdd(index, listId, subscriber);
    const userId = subscriber.viewer.id;
    this.streams += 1;
    this.perUser.set(userId, this.size(userId) + 1);
    subscriber.stream.onEnd(() => {
      this.streams -= 1;
      const left = this.size(userId) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
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
      const onlyClaims = listKinds.size === 1 && listKinds.has('claim');
      const accessChanged = [...listKinds].some((kind) => ACCESS_KINDS.has(kind));
      const surprised = (viewer: Viewer) =>
        onlyClaims &&
        audience !== undefined &&
        audience.ownerId === viewer.id &&
        hidesClaims({ surprise: audience.surprise, event_date: audience.eventDate }, today);

      for (const subscriber of [...(this.byList.get(listId) ?? [])]) {
        if (surprised(subscriber.viewer)) continue;
        subscriber.stream.changed(listId);
        if (!audience || (accessChanged && !mayView(audience, subscriber.viewer)))
          subscriber.stream.end();
      }
      this.tellFollowers(listId, audience, surprised);
    }
  }

  /** Users' streams: those following the list, and those who have just come to follow it. */
  private tellFollowers(
    listId: string,
    audience: ListAudience | undefined,
    surprised: (viewer: Viewer) => boolean,
  ): void {
    const told = new Set(this.followers.get(listId) ?? []);
    if (audience)
      for (const subscriber of this.userStreams)
        if (!subscriber.follows.has(listId) && follows(audience, subscriber.viewer))
          told.add(subscriber);
    for (const subscriber of told) {
      const stillFollows = audience !== undefined && follows(audience, subscriber.viewer);
      if (stillFollows && surprised(subscriber.viewer)) continue;
      subscriber.stream.changed(listId);
      if (stillFollows && !subscriber.follows.has(listId)) {
        subscriber.follows.add(listId);
        indexAdd(this.followers, listId, subscriber);
      } else if (!stillFollows) {
        subscriber.follows.delete(listId);
        indexRemove(this.followers, listId, subscriber);
      }
    }
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

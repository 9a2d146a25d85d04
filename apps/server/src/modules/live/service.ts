import { AppError } from '../../errors.js';
import { msg } from '../../i18n/message.js';
import type { Caller, Viewer } from '../auth/caller.js';
import type { ListAccess } from '../lists/access.js';
import { EventStream } from './event-stream.js';
import type { LiveHub } from './hub.js';
import type { TokenStreams } from './token-streams.js';

export const LIVE_LIMITS = {
  /** Streams one account may hold open in one process (a tab holds one while visible). */
  perAccount: 20,
  /** Streams one process holds at most. */
  perProcess: 10_000,
  /** A comment this often keeps idle streams open through proxies (N1 asks for ≤ 25 s). */
  heartbeatMs: 20_000,
  /**
   * A stream ends after about this long, and its reader reconnects: access, the token and its
   * revocation are checked again at least that often.
   */
  lifetimeMs: 15 * 60_000,
  /** A reconnecting reader waits 1-3 s: streams ended together come back spread out. */
  retryMs: () => 1000 + Math.floor(Math.random() * 2000),
} as const;

const tooManyStreams = () =>
  new AppError(429, 'too_many_streams', msg('server.live.tooManyStreams'), { 'retry-after': '30' });

/** N1: opens event streams for whoever may see what they tell of. */
export class LiveService {
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly hub: LiveHub,
    private readonly access: ListAccess,
    private readonly tokenStreams: TokenStreams,
  ) {}

  async start(): Promise<void> {
    await this.hub.start();
    this.heartbeat = setInterval(() => void this.ping(), LIVE_LIMITS.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Streams open in this process: all of them, or `userId`'s. */
  size(userId?: string): number {
    return this.hub.size(userId);
  }

  /**
   * The heartbeat: a comment on every open stream, and the end of those whose API token was
   * revoked in another process (a failed check is made again at the next beat).
   */
  ping(): Promise<void> {
    this.hub.ping();
    return this.tokenStreams.check().catch(() => undefined);
  }

  /** Ends the streams opened with the API token `tokenId`: it was revoked. */
  endTokenStreams(tokenId: string): void {
    this.tokenStreams.end(tokenId);
  }

  /** Ends the open streams; called when the server starts closing. */
  endStreams(): void {
    this.hub.endStreams();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.hub.stop();
  }

  /** A stream of one list's changes, for anyone who may see the list (404 otherwise). */
  async list(caller: Caller, listId: string): Promise<EventStream> {
    const viewer = await caller.viewer();
    await this.access.view(viewer, listId);
    const stream = this.open(viewer, caller);
    await this.hub.watchList(viewer, listId, stream);
    return stream;
  }

  /** A stream of the changes to every list the caller owns, accepted or claimed on. */
  async mine(caller: Caller): Promise<EventStream> {
    const viewer = await caller.viewer();
    const stream = this.open(viewer, caller);
    await this.hub.watchMine(viewer, stream);
    return stream;
  }

  private open(viewer: Viewer, caller: Caller): EventStream {
    if (
      this.hub.size(viewer.id) >= LIVE_LIMITS.perAccount ||
      this.hub.size() >= LIVE_LIMITS.perProcess
    )
      throw tooManyStreams();
    const stream = new EventStream(LIVE_LIMITS.retryMs());
    const lifetime = LIVE_LIMITS.lifetimeMs * (0.9 + Math.random() * 0.2);
    const timer = setTimeout(() => stream.end(), lifetime);
    timer.unref();
    stream.onEnd(() => clearTimeout(timer));
    if (caller.grant) this.tokenStreams.add(caller.grant.id, stream);
    return stream;
  }
}

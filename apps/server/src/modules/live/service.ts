import type { Clock } from '../../clock.js';
import type { Caller, Viewer } from '../auth/caller.js';
import type { ListAccess } from '../lists/access.js';
import { EventStream } from './event-stream.js';
import { Heartbeat } from './heartbeat.js';
import type { LiveHub } from './hub.js';
import { StreamBounds, type StreamCaps } from './stream-bounds.js';
import type { TokenStreams } from './token-streams.js';

export const LIVE_LIMITS = {
  /** Streams one account may hold open in one process (a tab holds one while visible). */
  perAccount: 20,
  /** Streams one client address may hold open in one process, unless configured otherwise. */
  perAddress: 100,
  /** Streams one process holds at most. */
  perProcess: 10_000,
  /** A comment this often keeps idle streams open through proxies (N1 asks for ≤ 25 s). */
  heartbeatMs: 20_000,
  /** The heartbeat's work is spread over this many ticks (one every 100 ms). */
  heartbeatSlots: 200,
  /**
   * A stream ends after about this long, and its reader reconnects: access is checked again at
   * least that often.
   */
  lifetimeMs: 15 * 60_000,
  /** A reconnecting reader waits 1-3 s: streams ended together come back spread out. */
  retryMs: () => 1000 + Math.floor(Math.random() * 2000),
} as const;

/** N1: opens event streams for whoever may see what they tell of, within the process's caps. */
export class LiveService {
  private ticker: NodeJS.Timeout | undefined;
  private readonly bounds: StreamBounds;
  private readonly heartbeat: Heartbeat;

  constructor(
    private readonly hub: LiveHub,
    private readonly access: ListAccess,
    private readonly tokenStreams: TokenStreams,
    private readonly clock: Clock,
    caps: Partial<StreamCaps> = {},
    /** The key one client address counts under: the rate limiter's (an IPv6 /64 as one). */
    private readonly addressGroup: (address: string) => string = (address) => address,
  ) {
    this.bounds = new StreamBounds({
      perAccount: caps.perAccount ?? LIVE_LIMITS.perAccount,
      perAddress: caps.perAddress ?? LIVE_LIMITS.perAddress,
      perProcess: caps.perProcess ?? LIVE_LIMITS.perProcess,
    });
    this.heartbeat = new Heartbeat(
      LIVE_LIMITS.heartbeatSlots,
      () => clock.now().getTime(),
      () => void this.checkTokens(),
    );
  }

  async start(): Promise<void> {
    await this.hub.start();
    const tickMs = LIVE_LIMITS.heartbeatMs / LIVE_LIMITS.heartbeatSlots;
    this.ticker = setInterval(() => this.heartbeat.tick(), tickMs);
    this.ticker.unref();
  }

  /** Streams open in this process: all of them, or `userId`'s. */
  size(userId?: string): number {
    return this.bounds.size(userId);
  }

  /**
   * A whole heartbeat at once: a comment on every stream, the end of those whose time is up,
   * and of those whose token ended in another process (a failed check is made again at the
   * next round). The ticks do the same, spread over the heartbeat.
   */
  ping(): Promise<void> {
    this.heartbeat.all();
    return this.checkTokens();
  }

  /** Ends the streams opened with the API token `tokenId`: it was revoked. */
  endTokenStreams(tokenId: string): void {
    this.tokenStreams.endToken('api', tokenId);
  }

  /** Ends the streams opened with the session token `tokenId`: it was signed out. */
  endSessionStreams(tokenId: string): void {
    this.tokenStreams.endToken('session', tokenId);
  }

  /**
   * Ends the streams of `userId`'s tokens: all of them (the account is gone), or those made
   * before `version` (a new password ended them).
   */
  endAccountStreams(userId: string, version?: number): void {
    this.tokenStreams.endAccount(userId, version);
  }

  /** `person` may have lost access to `listId`: their streams stop telling of it now. */
  stopTelling(listId: string, person: { id?: string; email?: string }): Promise<void> {
    return this.hub.stopTelling(listId, person);
  }

  /** Ends the open streams; called when the server starts closing. */
  endStreams(): void {
    this.hub.endStreams();
  }

  async stop(): Promise<void> {
    clearInterval(this.ticker);
    await this.hub.stop();
  }

  /**
   * A stream of one list's changes, for anyone who may see the list (404 otherwise), from the
   * client address `address` (the key the per-address cap counts by).
   */
  async list(caller: Caller, listId: string, address: string): Promise<EventStream> {
    const viewer = await caller.viewer();
    await this.access.view(viewer, listId);
    return this.open(viewer, caller, address, (stream) =>
      this.hub.watchList(viewer, listId, stream),
    );
  }

  /** A stream of the changes to every list the caller owns, accepted or claimed on. */
  async mine(caller: Caller, address: string): Promise<EventStream> {
    const viewer = await caller.viewer();
    return this.open(viewer, caller, address, (stream) => this.hub.watchMine(viewer, stream));
  }

  private async open(
    viewer: Viewer,
    caller: Caller,
    address: string,
    watch: (stream: EventStream) => Promise<void>,
  ): Promise<EventStream> {
    const release = this.bounds.take(viewer.id, this.addressGroup(address));
    const lifetime = LIVE_LIMITS.lifetimeMs * (0.9 + Math.random() * 0.2);
    const stream = new EventStream(LIVE_LIMITS.retryMs(), this.clock.now().getTime() + lifetime);
    stream.onEnd(release);
    try {
      await watch(stream);
    } catch (error) {
      stream.end();
      throw error;
    }
    this.heartbeat.add(stream);
    this.tokenStreams.add(caller, stream);
    return stream;
  }

  private checkTokens(): Promise<void> {
    return this.tokenStreams.check().catch(() => undefined);
  }
}

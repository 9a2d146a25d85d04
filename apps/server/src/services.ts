import { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { AccountPacer } from './http/account-pacer.js';
import { type AnswerCache, EpochAnswerCache } from './http/answer-cache.js';
import { newToken } from './ids.js';
import type { Logger } from './logger.js';
import { Mailer } from './mail/mailer.js';
import { MailQueueRepository } from './mail/queue-repository.js';
import { configuredTransport, type MailTransport } from './mail/transport.js';
import { MailWorker, SENDING_CONCURRENCY } from './mail/worker.js';
import { AccountRepository } from './modules/auth/account-repository.js';
import { AccountService } from './modules/auth/account-service.js';
import { ApiTokenRepository } from './modules/auth/api-tokens/repository.js';
import { ApiTokenService } from './modules/auth/api-tokens/service.js';
import { ProviderAccountRepository } from './modules/auth/oidc/account-repository.js';
import { HandoffRepository } from './modules/auth/oidc/handoff-repository.js';
import { ProviderClient } from './modules/auth/oidc/provider-client.js';
import { OidcSignIn } from './modules/auth/oidc/service.js';
import { SignInCookies } from './modules/auth/oidc/sign-in-cookies.js';
import { RegistrationPolicy } from './modules/auth/registration.js';
import { UserRepository } from './modules/auth/repository.js';
import { AuthService } from './modules/auth/service.js';
import type { SessionEnds } from './modules/auth/session-ends.js';
import { TokenService } from './modules/auth/tokens.js';
import { VerificationRepository } from './modules/auth/verification-repository.js';
import { VerificationService } from './modules/auth/verification-service.js';
import type { CircleJoining } from './modules/circles/joining.js';
import type { ManagedService } from './modules/circles/managed-service.js';
import type { CircleService } from './modules/circles/service.js';
import { circleServices, ManagedRepository } from './modules/circles/wiring.js';
import type { DrawService } from './modules/draws/service.js';
import { InvitationArrival } from './modules/invitations/arrival-service.js';
import { InvitationRepository } from './modules/invitations/repository.js';
import { InvitationService } from './modules/invitations/service.js';
import { ListAccess } from './modules/lists/access.js';
import { AccessLoss } from './modules/lists/access-loss.js';
import { ClaimRepository } from './modules/lists/claim-repository.js';
import { ClaimService } from './modules/lists/claim-service.js';
import { claimStoreFor } from './modules/lists/claim-store-for.js';
import { ListContentCache } from './modules/lists/content-cache.js';
import { type GiverServices, giverServices } from './modules/lists/givers-wiring.js';
import { ItemRepository } from './modules/lists/item-repository.js';
import { ListTransferService } from './modules/lists/list-transfer-service.js';
import { ListPresenter } from './modules/lists/presenter.js';
import { ListQuota } from './modules/lists/quota.js';
import { ListQuotaRepository } from './modules/lists/quota-repository.js';
import { type ReceivedService, receivedService } from './modules/lists/received-service.js';
import { ListRepository } from './modules/lists/repository.js';
import { ListService } from './modules/lists/service.js';
import { AudienceRepository } from './modules/live/audience-repository.js';
import type { ChangeFeed } from './modules/live/change-feed.js';
import { ListEventRepository } from './modules/live/event-repository.js';
import { LiveHub } from './modules/live/hub.js';
import { PostgresChangeFeed } from './modules/live/postgres-change-feed.js';
import { LiveService } from './modules/live/service.js';
import { SqliteChangeFeed } from './modules/live/sqlite-change-feed.js';
import { TokenStreams } from './modules/live/token-streams.js';
import { NoticeRepository } from './modules/notifications/notice-repository.js';
import { PreferencesRepository } from './modules/notifications/preferences-repository.js';
import { PreferencesService } from './modules/notifications/preferences-service.js';
import { NotificationScheduler } from './modules/notifications/scheduler.js';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens.js';
import { RateLimiter } from './modules/rate-limit/limiter.js';
import { RateLimitRepository } from './modules/rate-limit/repository.js';
import { ScrapeService } from './modules/scrape/service.js';
import { SettingsRepository } from './settings-repository.js';
import { stillValid } from './stream-tokens-valid.js';

export interface Services extends GiverServices {
  config: Config;
  database: DatabaseHandle;
  auth: AuthService;
  /** A signed-in person's password and account deletion. */
  accounts: AccountService;
  /** Personal API tokens (P2): made and revoked in the profile, used by scripts. */
  apiTokens: ApiTokenService;
  verification: VerificationService;
  /** Sign-in through the OpenID Connect provider (S2); undefined when none is configured. */
  oidc: OidcSignIn | undefined;
  lists: ListService;
  /** Claims on items (G1-G3): the giver's side. */
  claims: ClaimService;
  /** Items between lists and files (L4-L5): copy, move, export, import. */
  transfers: ListTransferService;
  /** The one clock every date the server reads comes from (tests move it). */
  clock: Clock;
  /** Cached answers to reads, while the database stands still. */
  answerCache: AnswerCache;
  /** Big answers and bodies, paced per account. */
  pacer: AccountPacer;
  invitations: InvitationService;
  /** Invitation links opened before signing in: what they show, and joining with a name. */
  arrivals: InvitationArrival;
  limiter: RateLimiter;
  mailWorker: MailWorker;
  /** Notification e-mails (N2): `tick()` queues what is due; `start()` runs it periodically. */
  notifications: NotificationScheduler;
  /** Which notification e-mails someone gets, and the unsubscribe links (N3). */
  preferences: PreferencesService;
  scrape: ScrapeService;
  /** Event streams of list changes (N1). */
  live: LiveService;
  /** People who give to each other, and the lists shared into them (C1-C3). */
  circles: CircleService;
  /** Circle invitation links: what they show, and joining from them (C2). */
  circleJoining: CircleJoining;
  /** Managed members and who keeps them (C4). */
  managed: ManagedService;
  /** Secret Santa draws in circles (D1-D3). */
  draws: DrawService;
  /** What owners received, and thanking for it (A1). */
  received: ReceivedService;
}

export async function createServices(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
  overrides: { mailTransport?: MailTransport; mailPollMs?: number } = {},
): Promise<Services> {
  const { db } = database;
  // JWT_SECRET, else one generated once and kept in the database for every process.
  const secret =
    config.jwtSecret ?? (await new SettingsRepository(db).getOrCreate('jwt_secret', newToken()));
  const transport =
    overrides.mailTransport ?? configuredTransport(config, SENDING_CONCURRENCY, log);
  const mailQueue = new MailQueueRepository(db);
  const clock = new Clock(config.clockStart);
  const mailWorker = new MailWorker(mailQueue, transport, log, {
    pollMs: overrides.mailPollMs,
    now: () => clock.now(),
  });
  const mailer = new Mailer(mailQueue, mailWorker);
  const limiter = new RateLimiter(
    new RateLimitRepository(db),
    config.authRateLimit,
    clock.nowMs,
    config.rateLimitIpv6Prefix,
  );
  const listRepository = new ListRepository(db);
  const users = new UserRepository(db);
  const verification = new VerificationService(
    db,
    users,
    new VerificationRepository(db),
    limiter,
    mailer,
    config.appUrl,
    clock,
  );
  const access = new ListAccess(listRepository);
  const feed: ChangeFeed = database.listener
    ? new PostgresChangeFeed(database.listener, log)
    : new SqliteChangeFeed(new ListEventRepository(db), log);
  const apiTokens = new ApiTokenRepository(db, database.dialect);
  const live = new LiveService(
    new LiveHub(feed, new AudienceRepository(db), clock, log),
    access,
    new TokenStreams((tokens) => stillValid(tokens, users, apiTokens), Date.now),
    clock,
    { perAddress: config.liveStreamsPerAddress },
    (address) => limiter.addressGroup(address),
  );
  const sessionEnds: SessionEnds = {
    tokenEnded: (tokenId) => live.endSessionStreams(tokenId),
    accountEnded: (userId, version) => live.endAccountStreams(userId, version),
  };
  const invitationRepository = new InvitationRepository(db);
  const claims = new ClaimRepository(db);
  const presenter = new ListPresenter(config.amazonUkTag);
  const auth = new AuthService(
    db,
    users,
    verification,
    new TokenService(secret),
    limiter,
    mailer,
    config.appUrl,
    new RegistrationPolicy(config.registration, {
      pendingFor: (email, db) => invitationRepository.isInvited(email, db),
      heldFor: (email, token) => invitationRepository.isTokenFor(email, token),
    }),
    sessionEnds,
    clock,
  );
  const oidc =
    config.oidc &&
    new OidcSignIn(
      db,
      users,
      new ProviderAccountRepository(),
      new HandoffRepository(db),
      verification,
      auth,
      limiter,
      new ProviderClient(config.oidc, `${config.appUrl}/api/auth/oidc/callback`),
      new SignInCookies(secret, config.appUrl.startsWith('https:'), clock.nowMs),
      clock,
    );

  const unsubscribeTokens = new UnsubscribeTokens(secret);
  const items = new ItemRepository(db);
  const managed = new ManagedRepository(db);
  const quota = new ListQuota(new ListQuotaRepository(database.dialect));
  const lists = new ListService(
    db,
    listRepository,
    items,
    claims,
    access,
    presenter,
    quota,
    clock,
    (managerId, memberId) => managed.manages(managerId, memberId),
    // Revisions are kept on SQLite only (see migration 0002).
    database.dialect === 'sqlite' ? new ListContentCache() : undefined,
  );
  return {
    config,
    database,
    answerCache: new EpochAnswerCache(database.changes),
    pacer: new AccountPacer(),
    limiter,
    mailWorker,
    verification,
    auth,
    oidc,
    accounts: new AccountService(
      db,
      users,
      new AccountRepository(),
      auth,
      limiter,
      sessionEnds,
      clock,
    ),
    apiTokens: new ApiTokenService(apiTokens, (id) => live.endTokenStreams(id), clock.nowMs),
    clock,
    lists,
    claims: new ClaimService(claimStoreFor(database, claims), claims, presenter, clock),
    received: receivedService({ db, lists: listRepository, access, claims, presenter, clock }),
    ...giverServices({ database, access, claims, presenter, clock }),
    transfers: new ListTransferService(db, listRepository, items, access, quota, lists, clock),
    invitations: new InvitationService(
      db,
      invitationRepository,
      access,
      mailer,
      limiter,
      verification,
      config.appUrl,
      new AccessLoss(live),
      clock,
    ),
    arrivals: new InvitationArrival(invitationRepository, auth),
    ...circleServices({
      db,
      dialect: database.dialect,
      mailer,
      limiter,
      accessLoss: new AccessLoss(live),
      appUrl: config.appUrl,
      clock,
      auth,
      languagesOf: (trx, inviterId, emails) =>
        invitationRepository.languages(trx, inviterId, emails),
      access,
      managed,
    }),
    notifications: new NotificationScheduler(
      db,
      new NoticeRepository(db),
      mailer,
      unsubscribeTokens,
      clock,
      {
        appUrl: config.appUrl,
        digestMinutes: config.notifyDigestMinutes,
        reminderDays: config.reminderDays,
        checkSeconds: config.notifyCheckSeconds,
      },
      log,
    ),
    preferences: new PreferencesService(new PreferencesRepository(db), unsubscribeTokens, clock),
    scrape: new ScrapeService(
      limiter,
      { allowPrivate: config.scrapeAllowPrivate },
      config.scrapeRender ? { chromiumPath: config.chromiumPath } : undefined,
    ),
    live,
  };
}

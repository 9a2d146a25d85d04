import type { AddressInfo } from 'node:net';
import type { AuthResult, WishList } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { createServices, type Services } from '../services.js';
import { freshStorage, type TestStorage } from './databases.js';
import { contractBreaches, PrismProxy } from './prism.js';
import { linkIn, SmtpSink } from './smtp-sink.js';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

const quietLog = { info() {}, warn() {}, error() {} };

/**
 * The real HTTP app on a loopback port, over a fresh database, sending mail to a real SMTP
 * sink. `env` overrides the environment the config is read from.
 */
export class TestServer {
  app!: FastifyInstance;
  services!: Services;
  database!: DatabaseHandle;
  storage!: TestStorage;
  readonly smtp = new SmtpSink();
  baseUrl = '';
  /** Where `request` calls: the app, or Stoplight Prism in front of it (API_VIA_PRISM=1). */
  apiUrl = '';
  private prism: PrismProxy | undefined;
  /** SQL statements executed so far (reset it before measuring a call). */
  statements = 0;
  private counter = 0;
  private keepLogs = false;

  /** What the server logged, with `{ logs: true }`: its own lines and Fastify's, as written. */
  readonly logs: string[] = [];

  static async start(
    env: Record<string, string> = {},
    options: { logs?: boolean } = {},
  ): Promise<TestServer> {
    const server = new TestServer();
    server.keepLogs = options.logs === true;
    await server.boot(env);
    return server;
  }

  private async boot(env: Record<string, string>): Promise<void> {
    await this.smtp.start();
    this.storage = await freshStorage();
    const config = loadConfig({
      DATA_DIR: this.storage.dataDir,
      DATABASE_URL: this.storage.databaseUrl,
      SMTP_URL: this.smtp.url,
      APP_URL: 'http://wishlist.test',
      AUTH_RATE_LIMIT: '100000',
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      WEB_DIST: '/nonexistent',
      ...env,
    });
    this.database = await openDatabase({ ...config, onQuery: () => this.statements++ });
    const record = (...parts: unknown[]) => this.logs.push(JSON.stringify(parts));
    const log = this.keepLogs ? { info: record, warn: record, error: record } : quietLog;
    this.services = await createServices(config, this.database, log, { mailPollMs: 200 });
    this.services.mailWorker.start();
    await this.services.live.start();
    this.app = await buildApp({
      services: this.services,
      ...(this.keepLogs
        ? { logger: { level: 'trace', stream: { write: (line: string) => this.logs.push(line) } } }
        : {}),
    });
    await this.app.listen({ port: 0, host: '127.0.0.1' });
    this.baseUrl = `http://127.0.0.1:${(this.app.server.address() as AddressInfo).port}`;
    this.apiUrl = this.baseUrl;
    if (process.env.API_VIA_PRISM === '1') {
      // Every call of the suite checked against the published document (P1).
      const document = await (await fetch(`${this.baseUrl}/api/openapi.json`)).json();
      this.prism = await PrismProxy.start(document, this.baseUrl);
      this.apiUrl = this.prism.url;
    }
  }

  async stop(): Promise<void> {
    this.prism?.stop();
    // The suite's work is done: no connection may hold the close open. (Prism's, and those of
    // event streams a test's fetch aborted: undici can leave those the server still counts as
    // busy, and the close then waited for ever.)
    this.app.server.closeAllConnections();
    await this.app.close();
    await this.services.mailWorker.stop();
    await this.services.live.stop();
    await this.services.scrape.close();
    await this.database.close();
    await this.smtp.stop();
    await this.storage.drop();
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: {
      token?: string | undefined;
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    // Straight to the app, past Prism: HEAD, which Prism cannot relay (it reads the empty
    // answer as JSON and fails with a 500 of its own), and a bearer scheme spelled otherwise
    // than "Bearer", which Prism refuses though schemes are case-insensitive (RFC 7235).
    const scheme = headers.authorization?.split(' ')[0];
    const past = method === 'HEAD' || (scheme !== undefined && scheme !== 'Bearer');
    const base = past ? this.baseUrl : this.apiUrl;
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const text = await response.text();
    const breaches = contractBreaches(response.status, response.headers);
    if (breaches.length > 0)
      throw new Error(
        `${method} ${path} answered ${response.status}, breaking the OpenAPI document: ` +
          `${JSON.stringify(breaches)}\n${text.slice(0, 500)}`,
      );
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text so the assertion shows it
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Registers a new user with unique defaults; `verified`: and follows the link mailed to them. */
  async user(
    overrides: Partial<{ email: string; name: string; password: string; verified: boolean }> = {},
  ): Promise<AuthResult & { password: string }> {
    const { verified, ...fields } = overrides;
    this.counter += 1;
    const input = {
      email: `user${this.counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      name: `User ${this.counter}`,
      password: 'correct horse',
      ...fields,
    };
    const res = await this.request<AuthResult>('POST', '/api/auth/register', { body: input });
    if (res.status !== 201)
      throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    const user = { ...res.body, password: input.password };
    if (verified) user.user = await this.verifyEmail(user.user.email);
    return user;
  }

  /** The token of the newest link of `kind` mailed to `email` after message number `since`. */
  async linkToken(email: string, kind: string, since = 0): Promise<string> {
    const mail = await this.smtp.waitFor(
      (m) =>
        m.to === email && m.text.includes(`/${kind}/`) && this.smtp.messages.indexOf(m) >= since,
    );
    return decodeURIComponent(linkIn(mail.text).split(`/${kind}/`)[1]!);
  }

  /** Follows the verification link mailed to `email`, as its owner would. */
  async verifyEmail(email: string): Promise<AuthResult['user']> {
    const token = await this.linkToken(email, 'verify-email');
    const res = await this.request<{ user: AuthResult['user'] }>('POST', '/api/auth/verify-email', {
      body: { token },
    });
    if (res.status !== 200) throw new Error(`verify failed: ${res.status}`);
    return res.body.user;
  }

  async list(token: string, body: Record<string, unknown> = {}): Promise<WishList> {
    const res = await this.request<WishList>('POST', '/api/lists', {
      token,
      body: { name: 'Birthday', ...body },
    });
    if (res.status !== 201)
      throw new Error(`create list failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async putItems(token: string, listId: string, items: unknown[]): Promise<WishList> {
    const res = await this.request<WishList>('PUT', `/api/lists/${listId}`, {
      token,
      body: { items },
    });
    if (res.status !== 200)
      throw new Error(`put items failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /**
   * Invites `invitee` to the list and, with `accept`, accepts through the link of the e-mail
   * they get, as they would. Answers the invitation's id.
   */
  async share(
    ownerToken: string,
    listId: string,
    invitee: AuthResult,
    accept = true,
  ): Promise<string> {
    const since = this.smtp.messages.length;
    const res = await this.request('POST', `/api/lists/${listId}/invite`, {
      token: ownerToken,
      body: { emails: [invitee.user.email] },
    });
    if (res.status !== 200)
      throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
    const overview = await this.request<{
      invitations: Array<{ id: string; inviteeEmail: string }>;
    }>('GET', `/api/lists/${listId}/invitations`, { token: ownerToken });
    const invitation = overview.body.invitations.find(
      (inv) => inv.inviteeEmail === invitee.user.email,
    );
    if (!invitation) throw new Error('invitation not made');
    if (accept) {
      const token = await this.linkToken(invitee.user.email, 'invitations', since);
      const accepted = await this.request('POST', `/api/lists/invitations/${token}/accept`, {
        token: invitee.token,
      });
      if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status}`);
    }
    return invitation.id;
  }

  /** `admin` invites `member` to the circle and they join through the e-mail's link (C2). */
  async joinCircle(adminToken: string, circleId: string, member: AuthResult): Promise<void> {
    const since = this.smtp.messages.length;
    await this.request('POST', `/api/circles/${circleId}/invite`, {
      token: adminToken,
      body: { emails: [member.user.email] },
    });
    const token = await this.linkToken(member.user.email, 'circles/join', since);
    const joined = await this.request('POST', `/api/circles/join/${encodeURIComponent(token)}`, {
      token: member.token,
    });
    if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
  }
}

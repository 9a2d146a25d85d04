import type { AuthResult, WishList } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, fuzzRequests, type OpenApiDocument } from './test/fuzz-requests.js';
import { TestServer } from './test/harness.js';
import { contractBreaches, PrismProxy } from './test/prism.js';

/** Fixed, so a finding can be replayed: the same seed makes the same requests. */
const SEED = 20_261_126;
/** Calls generated in all (rounded up to whole rounds over the document's operations). */
const AT_LEAST = 3000;
/** Of the bodies, the share that is any JSON at all rather than what the document allows. */
const WILD_SHARE = 0.3;
/** Calls in flight at once. */
const PARALLEL = 4;

type Person = AuthResult & { password: string };

/**
 * P1: requests generated from the published document (json-schema-faker, fixed seed), signed
 * in as a list's owner, as one of its invitees, with a forged token and with none, sent through
 * Stoplight Prism's validation proxy. The server must never answer 5xx, and Prism must find no
 * answer that breaks the document, nor a request the document forbids that the server accepted.
 */
describe('the API under calls generated from its own document (P1)', () => {
  let server: TestServer;
  let prism: PrismProxy;
  let document: OpenApiDocument;
  let owner: Person;
  let invitee: Person;

  beforeAll(async () => {
    server = await TestServer.start();
    const published = await server.request<OpenApiDocument>('GET', '/api/openapi.json');
    expect(published.status).toBe(200);
    document = published.body;
    prism = await PrismProxy.start(document, server.baseUrl);
    owner = await server.user({ name: 'Olive Owner', verified: true });
    invitee = await server.user({ name: 'Ivan Invitee', verified: true });
  }, 60_000);
  afterAll(async () => {
    prism?.stop();
    await server?.stop();
  });

  /** A fresh list with items shared with the invitee: the ids a round's calls may aim at. */
  async function freshTargets(): Promise<Map<string, string>> {
    const list: WishList = await server.list(owner.token, { name: 'Fuzzed' });
    const { items } = await server.putItems(owner.token, list._id, [
      { name: 'Kite', quantity: 2 },
      { name: 'Yo-yo' },
    ]);
    const invitation = await server.share(owner.token, list._id, invitee);
    return new Map([
      ['id', list._id],
      ['listId', list._id],
      ['itemId', items[0]!._id],
      ['invitationId', invitation],
    ]);
  }

  /** Signs the person in again when a call ended their session (logout, a password change). */
  async function stillSignedIn(person: Person): Promise<void> {
    const me = await server.request('GET', '/api/auth/me', { token: person.token });
    if (me.status !== 401) return;
    const login = await server.request<AuthResult>('POST', '/api/auth/login', {
      body: { email: person.user.email, password: person.password },
    });
    if (login.status === 200) person.token = login.body.token;
  }

  async function send(request: FuzzRequest, n: number) {
    // Anonymous, the owner, the invitee, and a forged token (alg none), in turn. An event
    // stream answered 200 never ends, and Prism's proxy waits for a whole answer to check it:
    // streams are called anonymously or forged only (their own tests open them signed in).
    const forged = 'eyJhbGciOiJub25lIn0.e30.';
    const token = request.streams
      ? [undefined, forged][n % 2]
      : [undefined, owner.token, invitee.token, forged][n % 4];
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${prism.url}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await response.text();
    return {
      call: `${request.method} ${request.path} ${text.slice(0, 200)}`,
      status: response.status,
      breaches: contractBreaches(response.status, response.headers),
    };
  }

  it(`answers at least ${AT_LEAST} generated calls, signed in and not, with no 5xx and nothing the document forbids`, async () => {
    const operations = fuzzRequests(document, {
      seed: SEED,
      rounds: 1,
      wildShare: 0,
      known: () => undefined,
    }).length;
    const rounds = Math.ceil(AT_LEAST / operations);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const breaches: string[] = [];
    let sent = 0;
    for (let round = 0; round < rounds; round++) {
      await Promise.all([stillSignedIn(owner), stillSignedIn(invitee)]);
      const targets = await freshTargets();
      const requests = fuzzRequests(document, {
        seed: SEED + round,
        rounds: 1,
        wildShare: WILD_SHARE,
        known: (name) => targets.get(name),
      });
      for (let start = 0; start < requests.length; start += PARALLEL) {
        const answers = await Promise.all(
          requests.slice(start, start + PARALLEL).map((r, k) => send(r, sent + start + k)),
        );
        for (const answer of answers) {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) serverErrors.push(`${answer.status} ${answer.call}`);
          for (const breach of answer.breaches)
            breaches.push(`${breach.location.join('.')}: ${breach.message} (${answer.call})`);
        }
      }
      sent += requests.length;
    }
    console.info(
      `fuzz: ${sent} calls over ${operations} operations, by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(sent).toBeGreaterThanOrEqual(AT_LEAST);
    expect(serverErrors).toEqual([]);
    expect(breaches).toEqual([]);
    // Not only refusals: the generated calls reach the handlers.
    const succeeded = [...statuses].filter(([s]) => s < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(succeeded).toBeGreaterThan(sent / 20);
  }, 600_000);
});

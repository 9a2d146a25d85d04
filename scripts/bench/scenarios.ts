/** The benchmarked calls: who makes them, their captured real answer, and their targets. */
import type autocannon from 'autocannon';
import { TokenService } from '../../apps/server/src/modules/auth/tokens.js';
import type { BareRoute } from './bare-server.js';
import type { LoadShape } from './load.js';
import { BENCH_JWT_SECRET } from './processes.js';
import { type Fixture, PASSWORD } from './seed.js';

export interface Targets {
  /** Minimum req/s as a share of the bare twin's, on SQLite. */
  ratio?: number;
  /** Maximum latencies in ms, on SQLite. */
  p99?: number;
  p50?: number;
  /** The p50 target holds on the scale database only. */
  p50ScaleOnly?: boolean;
  /** Minimum req/s as a share of the bare twin's, on PostgreSQL (issue 29). */
  postgresRatio?: number;
  /** Minimum req/s as a share of another scenario's in the same run (issue 45: within 2x). */
  versus?: { key: string; share: number };
}

export interface Scenario {
  key: string;
  label: string;
  shape: LoadShape;
  /** A shorter, lighter run (1 connection) for a latency-only figure. */
  light?: boolean;
  targets: Targets;
  /** Makes the call once on the real server; answers the routes the bare twin must serve. */
  capture(realUrl: string): Promise<BareRoute[]>;
}

/** Header fields node:http writes by itself on every answer, or that depend on the connection. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** The real answer to `request`: its status, header fields and body, for the bare twin to send. */
async function captureOne(
  realUrl: string,
  request: autocannon.Request,
  barePath = request.path ?? '/',
): Promise<BareRoute> {
  const method = request.method ?? 'GET';
  const res = await fetch(`${realUrl}${request.path}`, {
    method,
    headers: (request.headers ?? {}) as Record<string, string>,
    body: request.body ?? null,
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status >= 300)
    throw new Error(`${method} ${request.path}: ${res.status} ${body.toString()}`);
  const headers: Record<string, string> = {};
  for (const [name, value] of res.headers) if (!PER_ANSWER.has(name)) headers[name] = value;
  const authorization = (request.headers as Record<string, string> | undefined)?.authorization;
  return {
    method,
    path: barePath,
    ...(authorization && !barePath.startsWith('*') ? { authorization } : {}),
    status: res.status,
    headers,
    bodyBase64: body.toString('base64'),
  };
}

const get = (path: string, token: string): autocannon.Request => ({
  method: 'GET',
  path,
  headers: { authorization: `Bearer ${token}` },
});

export async function scenarios(fx: Fixture, connections: number): Promise<Scenario[]> {
  const tokens = new TokenService(BENCH_JWT_SECRET);
  const tokenOf = (userId: string) => tokens.sign({ userId, version: 0 });
  const invitee = await tokenOf(fx.invitee.userId);
  const owner = await tokenOf(fx.dashboardOwner.userId);
  const buyers = await Promise.all(
    fx.buyers.map(async (b) => ({ ...b, token: await tokenOf(b.userId) })),
  );
  const itemPath = (b: (typeof buyers)[number], itemId: string, action: string) =>
    `/api/lists/${b.listId}/items/${itemId}/${action}`;
  const buyerOf = (slot: number) => buyers[slot % buyers.length]!;
  let realUrlForReset = '';

  const inviteeList = get(`/api/lists/${fx.invitee.listId}`, invitee);
  const dashboard = get('/api/lists', owner);
  const bigList = get(`/api/lists/${fx.bigList.listId}`, invitee);
  const parent = await tokenOf(fx.family.parentId);
  const familyDashboard = get('/api/lists', parent);
  const familyFriends = get('/api/lists/shared-lists', parent);
  const login = (slot: number): autocannon.Request => ({
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: buyerOf(slot).email, password: PASSWORD }),
  });

  return [
    {
      key: 'invitee-list',
      label: 'invitee opens a 20-item list',
      shape: { connections, requestsFor: () => [inviteeList] },
      targets: { ratio: 0.5, p99: 20, postgresRatio: 0.3 },
      capture: async (url) => [await captureOne(url, inviteeList)],
    },
    {
      key: 'dashboard',
      label: `dashboard, ${fx.dashboardOwner.lists} lists x 20 items`,
      shape: { connections, requestsFor: () => [dashboard] },
      targets: { ratio: 0.3, postgresRatio: 0.2 },
      capture: async (url) => [await captureOne(url, dashboard)],
    },
    {
      key: 'family-dashboard',
      label: `a family of 8, ${fx.family.lists} lists: a parent's dashboard (own and child's)`,
      shape: { connections, requestsFor: () => [familyDashboard] },
      // Issue 45: one request, within 2x of the 50-list dashboard's figure.
      targets: { versus: { key: 'dashboard', share: 0.5 } },
      capture: async (url) => [await captureOne(url, familyDashboard)],
    },
    {
      key: 'family-friends',
      label: `a family of 8, ${fx.family.lists} lists: Friends Lists by circle`,
      shape: { connections, requestsFor: () => [familyFriends] },
      targets: { versus: { key: 'dashboard', share: 0.5 } },
      capture: async (url) => [await captureOne(url, familyFriends)],
    },
    {
      key: 'mark-unmark',
      label: `mark + unmark, ${buyers.length} users x 10 items`,
      shape: {
        connections,
        requestsFor: (slot) => {
          const b = buyerOf(slot);
          const auth = { authorization: `Bearer ${b.token}` };
          return b.itemIds.flatMap((itemId) => [
            { method: 'PUT', path: itemPath(b, itemId, 'mark-bought'), headers: auth },
            { method: 'PUT', path: itemPath(b, itemId, 'unmark-bought'), headers: auth },
          ]);
        },
        // A run cut off between a mark and its unmark leaves the item bought.
        reset: async () => {
          await Promise.all(
            buyers.map(async (b) => {
              for (const itemId of b.itemIds) {
                const res = await fetch(
                  `${realUrlForReset}${itemPath(b, itemId, 'unmark-bought')}`,
                  { method: 'PUT', headers: { authorization: `Bearer ${b.token}` } },
                );
                await res.arrayBuffer();
                if (res.status !== 200 && res.status !== 409)
                  throw new Error(`reset: unmark answered ${res.status}`);
              }
            }),
          );
        },
      },
      // Issue 44's: the claim path close to the machine on both databases.
      targets: { ratio: 0.4, p99: 30, postgresRatio: 0.25 },
      capture: async (url) => {
        realUrlForReset = url;
        const b = buyers[0]!;
        const headers = { authorization: `Bearer ${b.token}` };
        const itemId = b.itemIds[0]!;
        return [
          await captureOne(
            url,
            { method: 'PUT', path: itemPath(b, itemId, 'mark-bought'), headers },
            '*/mark-bought',
          ),
          await captureOne(
            url,
            { method: 'PUT', path: itemPath(b, itemId, 'unmark-bought'), headers },
            '*/unmark-bought',
          ),
        ];
      },
    },
    {
      key: 'big-list',
      label: `a ${fx.bigList.items}-item list, 1 connection`,
      shape: { connections: 1, requestsFor: () => [bigList] },
      light: true,
      targets: { p50: 10, p50ScaleOnly: true },
      capture: async (url) => [await captureOne(url, bigList)],
    },
    {
      key: 'login',
      label: 'login (argon2id, by design)',
      shape: { connections, requestsFor: (slot) => [login(slot)] },
      light: true,
      targets: {},
      capture: async (url) => [await captureOne(url, login(0))],
    },
  ];
}

/**
 * The claim path's floor: node:http doing only what a claim needs of the database, through the
 * product's own claim store (claimStoreFor: on SQLite the turn's shared transaction, on
 * PostgreSQL the turn's batched statements), with none of the web framework, hooks, validation,
 * access rules or presenter. The token's signature is taken as checked (the server keeps checked
 * tokens too). Answers the item as JSON.
 * Run as a child: `claim-floor-server.ts <port> <dataDir> [databaseUrl]`; says so over IPC.
 */
import http from 'node:http';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { sha256 } from '../../apps/server/src/ids.js';
import { ClaimRepository } from '../../apps/server/src/modules/lists/claim-repository.js';
import { claimStoreFor } from '../../apps/server/src/modules/lists/claim-store-for.js';

const [port, dataDir, databaseUrl] = process.argv.slice(2);
const handle = await openDatabase({ dataDir: dataDir!, databaseUrl: databaseUrl || undefined });
const store = claimStoreFor(handle, new ClaimRepository(handle.db));

/** The bearer token's holder: its subject, and its id as the server derives it. */
const holders = new Map<string, { userId: string; tokenId: string }>();
function holderOf(authorization: string | undefined) {
  if (!authorization) return undefined;
  let holder = holders.get(authorization);
  if (!holder) {
    const token = authorization.replace(/^Bearer /, '');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    holder = { userId: String(payload.sub), tokenId: sha256(token) };
    holders.set(authorization, holder);
  }
  return holder;
}

const PATH = /^\/api\/lists\/([^/]+)\/items\/([^/]+)\/(mark-bought|unmark-bought)$/;

const server = http.createServer((req, res) => {
  const match = PATH.exec(req.url ?? '');
  const holder = holderOf(req.headers.authorization);
  req.resume();
  if (!match || !holder) {
    res.writeHead(match ? 401 : 404).end();
    return;
  }
  const [, listId = '', itemId = '', action] = match;
  store
    .run(async (unit) => {
      const read = await unit.readWithTokenHolder(holder, listId, itemId);
      const item = read?.item;
      if (!read?.list || !item) return { status: 404, body: { error: 'not found' } };
      if (action === 'mark-bought') {
        const now = new Date().toISOString();
        if (!(await unit.claim(listId, itemId, holder.userId, 1, now)))
          return { status: 409, body: { error: 'taken' } };
        return { status: 200, body: { ...item, claimed: item.claimed + 1 } };
      }
      if (!(await unit.release(listId, itemId, holder.userId)))
        return { status: 409, body: { error: 'not bought' } };
      return { status: 200, body: { ...item, claimed: 0 } };
    })
    .then(({ status, body }) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
    })
    .catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => {
  server.close();
  void handle.close().then(() => process.exit(0));
});

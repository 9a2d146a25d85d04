/**
 * The container's smoke test, over HTTP from outside it (`npm run test:container` runs it):
 * someone registers, makes a list with an item and invites a second person by e-mail; that
 * person joins through the link of the e-mail (the outbox's, printed in the server's log, as
 * there is no SMTP server) and claims the item; the owner's list then shows it taken.
 *
 *   tsx scripts/container/smoke.ts <base URL> <file the server's output goes to>
 */
import fs from 'node:fs';

const [base, logFile] = process.argv.slice(2);
if (!base || !logFile) throw new Error('usage: smoke.ts <base URL> <server log file>');

async function call<T>(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, text };
}

function expectStatus(what: string, answer: { status: number; text: string }, status: number) {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} instead of ${status}: ${answer.text.slice(0, 300)}`);
  }
  console.log(`smoke: ${what}: ${status}`);
}

/** The token of the invitation link the server logged, polled for until a deadline. */
async function invitationToken(): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const log = fs.readFileSync(logFile!, 'utf8');
    const token = /\/invitations\/([\w-]+)/.exec(log)?.[1];
    if (token) return token;
    if (Date.now() > deadline)
      throw new Error(`no invitation link in the log:\n${log.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Auth = { token: string; user: { id: string } };
type List = { _id: string; items: Array<{ _id: string; claimed?: number }> };

const owner = await call<Auth>('POST', '/api/auth/register', {
  email: 'olive@example.com',
  name: 'Olive Owner',
  password: 'container-smoke-1',
});
expectStatus('register the owner', owner, 201);
const created = await call<List>('POST', '/api/lists', { name: 'Birthday' }, owner.body.token);
expectStatus('create a list', created, 201);
const listId = created.body._id;
const saved = await call<List>(
  'PUT',
  `/api/lists/${listId}`,
  { items: [{ name: 'Walnut desk lamp' }] },
  owner.body.token,
);
expectStatus('add an item', saved, 200);
const itemId = saved.body.items[0]!._id;
const invited = await call(
  'POST',
  `/api/lists/${listId}/invite`,
  { emails: ['gil@example.com'] },
  owner.body.token,
);
expectStatus('invite a giver', invited, 200);
const joined = await call<Auth>('POST', `/api/invitations/${await invitationToken()}/join`, {
  name: 'Gil Giver',
  password: 'container-smoke-2',
});
expectStatus('join through the e-mailed link', joined, 201);
const claim = () =>
  call('PUT', `/api/lists/${listId}/items/${itemId}/mark-bought`, undefined, joined.body.token);
expectStatus('claim the item', await claim(), 200);
expectStatus('claim it again', await claim(), 409);
expectStatus('/healthz', await call('GET', '/healthz'), 200);
expectStatus('/readyz', await call('GET', '/readyz'), 200);
expectStatus('/metrics without METRICS_TOKEN', await call('GET', '/metrics'), 404);
const docs = await fetch(`${base}/api/docs/`);
if (docs.status !== 200) throw new Error(`the API reference (/api/docs/): ${docs.status}`);
console.log('smoke: the API reference: 200');
const page = await fetch(`${base}/`);
if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) {
  throw new Error(`the web app's page: ${page.status}`);
}
console.log('smoke: the web app: 200');

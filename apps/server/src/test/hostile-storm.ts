/**
 * The hostile account's storm, in a process of its own so that its work does not delay the
 * test's own measurements: four readers of everything the account holds and one writer trying
 * to grow it, for STORM_SECONDS. Prints {reads, writes, biggest, statuses} as JSON.
 *
 *   STORM_BASE=http://… STORM_TOKEN=… STORM_LISTS=id,id,… STORM_SECONDS=15 node --import tsx …
 */
const base = process.env.STORM_BASE ?? '';
const headers = { authorization: `Bearer ${process.env.STORM_TOKEN ?? ''}` };
const lists = (process.env.STORM_LISTS ?? '').split(',');
const until = performance.now() + Number(process.env.STORM_SECONDS ?? '15') * 1000;

const items = JSON.stringify({
  items: Array.from({ length: 500 }, (_, n) => ({
    name: `Item ${n}`,
    description: 'x'.repeat(1900),
  })),
});
const statuses: Record<string, number> = {};
let reads = 0;
let writes = 0;
let biggest = 0;

async function reader() {
  while (performance.now() < until) {
    const res = await fetch(`${base}/api/lists`, { headers });
    const bytes = (await res.arrayBuffer()).byteLength;
    statuses[`GET ${res.status}`] = (statuses[`GET ${res.status}`] ?? 0) + 1;
    biggest = Math.max(biggest, bytes);
    reads++;
  }
}

async function writer() {
  for (let n = 0; performance.now() < until; n = (n + 1) % lists.length) {
    const res = await fetch(`${base}/api/lists/${lists[n]}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: items,
    });
    await res.arrayBuffer();
    statuses[`PUT ${res.status}`] = (statuses[`PUT ${res.status}`] ?? 0) + 1;
    writes++;
  }
}

await Promise.all([reader(), reader(), reader(), reader(), writer()]);
process.stdout.write(`${JSON.stringify({ reads, writes, biggest, statuses })}\n`);

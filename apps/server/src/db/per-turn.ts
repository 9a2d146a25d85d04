import DataLoader from 'dataloader';

/**
 * Gathers the calls made in one turn of the event loop into one call of `batch` (PostgreSQL,
 * where a round trip to the database costs more than a small statement). The turn ends at
 * `setImmediate`: every request whose bytes arrived in one poll of the event loop runs until it
 * waits on the database, then they go together. DataLoader's own default, the end of the current
 * job, gathers only what one request asks, since each request is parsed in a callback of its own
 * (docs/performance.md: "Mark + unmark on PostgreSQL").
 *
 * One batch at a time: while one is on its way, the calls made meanwhile wait for its answer
 * and then go together, so under load a batch grows with the load instead of each turn sending
 * a few (each send costs a system call, ~40 µs here), and an idle server sends at once.
 *
 * `batch` answers each key in order, or an Error for that key alone. Nothing is cached.
 */
export function perTurn<K, V>(
  batch: (keys: readonly K[]) => Promise<Array<V | Error>>,
  maxBatchSize: number,
): DataLoader<K, V, K> {
  let sending = false;
  const waiting: Array<() => void> = [];
  const next = () => {
    const run = waiting.shift();
    if (run) setImmediate(run);
  };
  return new DataLoader<K, V, K>(
    async (keys) => {
      sending = true;
      try {
        return await batch(keys);
      } finally {
        sending = false;
        next();
      }
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (run) => {
        waiting.push(run);
        if (!sending && waiting.length === 1) next();
      },
    },
  );
}

import DataLoader from 'dataloader';

/**
 * Gathers the calls made in one turn of the event loop into one call of `batch` (PostgreSQL,
 * where a round trip to the database costs more than a small statement). The turn ends at
 * `setImmediate`: every request whose bytes arrived in one poll of the event loop runs until it
 * waits on the database, then they go together. DataLoader's own default, the end of the current
 * job, gathers only what one request asks, since each request is parsed in a callback of its own
 * (docs/performance.md: "Mark + unmark on PostgreSQL").
 *
 * `batch` answers each key in order, or an Error for that key alone. Nothing is cached.
 */
export function perTurn<K, V>(
  batch: (keys: readonly K[]) => Promise<Array<V | Error>>,
  maxBatchSize: number,
): DataLoader<K, V, K> {
  return new DataLoader<K, V, K>(batch, {
    cache: false,
    maxBatchSize,
    batchScheduleFn: (run) => setImmediate(run),
  });
}

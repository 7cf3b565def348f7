/**
 * Coalesces the lookups made in one turn of the event loop into one call (the DataLoader pattern): under load, the
 * requests parsed in the same I/O phase share one database round trip instead of taking one each. A lone request
 * waits only for the end of the current turn (setImmediate), not for a timer.
 */
export function createBatchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  opts: { maxBatch?: number } = {},
): (key: K) => Promise<V | null> {
  const maxBatch = opts.maxBatch ?? 256;
  interface Waiter {
    key: K;
    resolve: (v: V | null) => void;
    reject: (e: unknown) => void;
  }
  let open: Waiter[] | null = null;

  function dispatch(batch: Waiter[]) {
    if (open === batch) open = null;
    const keys = [...new Set(batch.map((w) => w.key))];
    load(keys).then(
      (found) => {
        for (const w of batch) w.resolve(found.get(w.key) ?? null);
      },
      (err: unknown) => {
        for (const w of batch) w.reject(err);
      },
    );
  }

  return (key: K) =>
    new Promise<V | null>((resolve, reject) => {
      if (!open) {
        const batch: Waiter[] = [];
        open = batch;
        setImmediate(() => {
          if (open === batch) dispatch(batch);
        });
      }
      const batch = open;
      batch.push({ key, resolve, reject });
      if (batch.length >= maxBatch) dispatch(batch);
    });
}

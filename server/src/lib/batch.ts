/**
 * Coalesces the calls made in one turn of the event loop into one call of `run` (the DataLoader pattern): under load,
 * the requests parsed in the same I/O phase share one database round trip, or one commit, instead of taking one each.
 * A lone call waits only for the end of the current turn (setImmediate), never for a timer. `run` answers one result
 * per item, in order; when it throws, every call of that batch fails with its error.
 */
export function createBatchQueue<I, O>(
  run: (items: I[]) => Promise<O[]>,
  opts: { maxBatch?: number } = {},
): (item: I) => Promise<O> {
  const maxBatch = opts.maxBatch ?? 256;
  interface Waiter {
    item: I;
    resolve: (v: O) => void;
    reject: (e: unknown) => void;
  }
  let open: Waiter[] | null = null;

  function dispatch(batch: Waiter[]) {
    if (open === batch) open = null;
    run(batch.map((w) => w.item)).then(
      (results) => batch.forEach((w, i) => w.resolve(results[i])),
      (err: unknown) => batch.forEach((w) => w.reject(err)),
    );
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      if (!open) {
        const batch: Waiter[] = [];
        open = batch;
        setImmediate(() => {
          if (open === batch) dispatch(batch);
        });
      }
      const batch = open;
      batch.push({ item, resolve, reject });
      if (batch.length >= maxBatch) dispatch(batch);
    });
}

/** Lookups by key through createBatchQueue: each distinct key is asked once per batch; a key not found answers null. */
export function createBatchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  opts: { maxBatch?: number } = {},
): (key: K) => Promise<V | null> {
  return createBatchQueue(async (keys: K[]) => {
    const found = await load([...new Set(keys)]);
    return keys.map((k) => found.get(k) ?? null);
  }, opts);
}

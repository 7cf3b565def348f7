/**
 * Wakes the long polls of one conversation on this server instance the moment a message is stored. Polls on other
 * instances notice within one database check (`POLL_CHECK_MS`), so several servers need nothing shared but the database.
 */
export class SupportNotifier {
  private readonly waiters = new Map<string, Set<() => void>>();
  private closed = false;

  /** Resolves on a notification for `key`, after `ms`, on `signal`'s abort, or when the server closes. */
  wait(key: string, ms: number, signal?: AbortSignal): Promise<void> {
    if (this.closed || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      let set = this.waiters.get(key);
      if (!set) this.waiters.set(key, (set = new Set()));
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        const current = this.waiters.get(key);
        current?.delete(done);
        if (current && current.size === 0) this.waiters.delete(key);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      set.add(done);
    });
  }

  notify(key: string): void {
    for (const wake of [...(this.waiters.get(key) ?? [])]) wake();
  }

  /** Ends every wait at once (server shutdown). */
  close(): void {
    this.closed = true;
    for (const set of [...this.waiters.values()]) for (const wake of [...set]) wake();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Polls waiting right now (for tests and the admin list). */
  get waiting(): number {
    let n = 0;
    for (const set of this.waiters.values()) n += set.size;
    return n;
  }
}

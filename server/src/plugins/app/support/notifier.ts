interface Waiter {
  wake: () => void;
  /** the conversation's version the poll last read ('' when it had none) */
  version: string;
}

/**
 * Wakes the long polls of one conversation on this server instance the moment a message is stored. Messages written
 * through another instance are noticed by the instance's one periodic check (`changed`, run by the support plugin every
 * `POLL_CHECK_MS` while polls wait): ONE query reads the version of every waiting conversation, and wakes the polls
 * whose conversation changed since they read it — instead of every poll re-reading the database on its own. So several
 * servers need nothing shared but the database.
 */
export class SupportNotifier {
  private readonly waiters = new Map<string, Set<Waiter>>();
  private closed = false;

  /**
   * Resolves on a notification for `key`, when the periodic check finds the conversation's version no longer
   * `version`, after `ms`, on `signal`'s abort, or when the server closes.
   */
  wait(key: string, ms: number, signal?: AbortSignal, version = ''): Promise<void> {
    if (this.closed || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      let set = this.waiters.get(key);
      if (!set) this.waiters.set(key, (set = new Set()));
      const waiter: Waiter = {
        version,
        wake: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', waiter.wake);
          const current = this.waiters.get(key);
          current?.delete(waiter);
          if (current && current.size === 0) this.waiters.delete(key);
          resolve();
        },
      };
      const timer = setTimeout(waiter.wake, ms);
      signal?.addEventListener('abort', waiter.wake, { once: true });
      set.add(waiter);
    });
  }

  notify(key: string): void {
    for (const w of [...(this.waiters.get(key) ?? [])]) w.wake();
  }

  /** The conversations polls are waiting on right now (what the periodic check reads). */
  waitingKeys(): string[] {
    return [...this.waiters.keys()];
  }

  /**
   * The periodic check's answer: the current version of waiting conversations (absent = no conversation yet). Wakes
   * every poll whose conversation's version differs from the one it read.
   */
  changed(versions: Map<string, string>): void {
    for (const [key, set] of [...this.waiters]) {
      const now = versions.get(key) ?? '';
      for (const w of [...set]) if (w.version !== now) w.wake();
    }
  }

  /** Ends every wait at once (server shutdown). */
  close(): void {
    this.closed = true;
    for (const set of [...this.waiters.values()]) for (const w of [...set]) w.wake();
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

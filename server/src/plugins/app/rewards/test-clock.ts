import { readFileSync } from 'node:fs';

/**
 * The reward clock of automated browser tests (`TEST_REWARDS_CLOCK_FILE`, refused in production): it stands at the
 * instant written in the file (ISO 8601 with a zone, e.g. `2026-11-21T10:30:00+08:00`), read again on every call, so
 * a test moves the server's clock by rewriting the file. A missing or empty file means the real time; a file that
 * does not hold an instant is an error (a test must never run on a clock it did not mean).
 */
export function fileClock(file: string): () => Date {
  return () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return new Date();
    }
    if (!text) return new Date();
    const ms = Date.parse(text);
    if (!Number.isFinite(ms))
      throw new Error(`TEST_REWARDS_CLOCK_FILE does not hold an instant: ${JSON.stringify(text.slice(0, 64))}`);
    return new Date(ms);
  };
}

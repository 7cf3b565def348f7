import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What `login` keeps between commands: `$XDG_CONFIG_HOME/h5-admin/session.json` (else ~/.config/…), mode 0600. */
export interface Session {
  server: string;
  token: string;
  username: string;
  role: string;
  saved_at: string;
}

export function sessionPath(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME)
      ? env.XDG_CONFIG_HOME
      : path.join(os.homedir(), '.config');
  return path.join(base, 'h5-admin', 'session.json');
}

export function readSession(): Session | null {
  try {
    const s = JSON.parse(readFileSync(sessionPath(), 'utf8')) as Session;
    return typeof s.token === 'string' && typeof s.server === 'string' ? s : null;
  } catch {
    return null;
  }
}

export function writeSession(s: Session) {
  const file = sessionPath();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(s, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // also when the file existed with wider permissions
}

export const removeSession = () => rmSync(sessionPath(), { force: true });

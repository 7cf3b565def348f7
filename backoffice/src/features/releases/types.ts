/** Answers of `/admin/api/releases` (scripts/lib/operations.mjs: the same as `npm run remotes -- list|history --json`). */

export interface Pin {
  version: string;
  /** ISO time (UTC) */
  at: string;
  by: string;
  note?: string;
}

/** One row of GET /releases: an area's live version, its fallback, pin and number of published versions. */
export interface AreaRelease {
  remote: string;
  /** null: never deployed (the server serves the area's own dist) */
  current: string | null;
  since: string | null;
  by: string | null;
  action: ReleaseAction | null;
  /** the previous good version: the host's fallback and rollback's default target */
  previous: string | null;
  previousSince: string | null;
  previousBy: string | null;
  pinned: Pin | null;
  published: number;
}

export interface ReleasesList {
  dir: string;
  areas: AreaRelease[];
}

export type ReleaseAction = 'deploy' | 'rollback' | 'promote' | 'pin' | 'unpin';

export interface Switch {
  at: string;
  by: string;
  action: ReleaseAction;
  from: string | null;
  to: string;
  note?: string;
}

export interface PublishedVersion {
  version: string;
  current: boolean;
  fallback: boolean;
  pinned: boolean;
  /** rolled back away from: never a fallback again */
  rolledBack: { at: string; by: string; note?: string } | null;
}

/** GET /releases/:area: its switches (oldest first) and published versions. */
export interface AreaHistory {
  remote: string;
  current: string | null;
  pinned: Pin | null;
  history: Switch[];
  versions: PublishedVersion[];
}

/** What a rollback, promote or pin answers. */
export interface MoveResult {
  changed: boolean;
  from: string | null;
  to: string;
}

import type { ComponentType } from 'react';

/** One page of an area, as declared in that remote's `src/routes.ts` (its one exposed module). */
export interface RemoteRoute {
  /** hash-router path, exact match (e.g. '/recharge') */
  path: string;
  /** needs a session token; without one the shell sends the player to /login?redirect=<full path> */
  auth?: boolean;
  /** kept mounted (state and scroll) while the player is elsewhere */
  cached?: boolean;
  /** Chinese page title (document.title and placeholders) */
  title: string;
  page: () => Promise<{ default: ComponentType }>;
}

/** Route metadata as the host reads it from /remotes.json (written at build time from routes.ts). */
export type RouteMeta = Omit<RemoteRoute, 'page'>;

export interface RemoteEntryInfo {
  entry: string;
  version: string;
  routes: RouteMeta[];
  /** previous good version, used by the host when the current one fails to load */
  fallback?: { entry: string; version: string };
}

/** The only mutable file the host reads: area name → where its current build lives. */
export type RemotesManifest = Record<string, RemoteEntryInfo>;

/** The exposed module of every remote: `<area>/routes`. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

import type { ComponentType } from 'react';

/**
 * The shell's header on a page: `main` (logo, balance or login/register), `back` (back arrow and a title), `none`
 * (the page draws its own top bar).
 */
export type HeaderMode = 'main' | 'back' | 'none';

/** A route that is one of the bottom tab bar's buttons. */
export interface TabItem {
  /** the button's label (首页, 优惠, …) */
  label: string;
  /** position in the bar, ascending */
  order: number;
  /**
   * The icon as SVG path data in a 24×24 box, drawn with a round 1.9-wide stroke in the current colour. Data, not
   * markup: the shell never renders HTML it did not write.
   */
  icon: string[];
}

/**
 * A call a page makes as it opens, as plain data: when the page is the first of a visit, index.html (the shell's
 * preboot script) starts it before any code of the area has arrived, and the shared client hands the answer to the
 * page's own identical call (same method, path, body and session token; once, within a few seconds of the start).
 */
export interface StartRequest {
  method: 'GET' | 'POST';
  path: string;
  /** the JSON body of a POST, the query parameters of a GET (flat: strings and numbers) */
  body?: Record<string, string | number>;
  /**
   * the answer carries the image the page paints largest (its first item's field of this name, e.g. a banner's
   * `src`): the shell preloads it as soon as the answer arrives, before the page has rendered
   */
  image?: string;
}

/**
 * How a page looks while its code is on its way, as plain data: when the page is the first of a visit, index.html's
 * frame draws it before any script of the app has run, and the shell's loading view draws it the same way, so the
 * player sees the page's own colours from the first paint and, when the page opens with a picture (a start request's
 * `image`), that picture in its place as soon as it has loaded, long before the area's code has arrived and run.
 * The page draws the picture in the same box (`inset` from the header and the sides, `hero.ratio`), so nothing
 * moves when it takes over.
 */
export interface PageFrame {
  /** the page's background: a CSS colour or gradient (no url()) */
  background: string;
  /** placeholder blocks in dark tones (a dark page) */
  dark?: boolean;
  /** the page's own padding in px (0–40): where its opening picture sits */
  inset: number;
  /** the opening picture's box: width / height, and its corner radius in px */
  hero?: FrameHero;
}

/** The opening picture's box of a PageFrame. */
export interface FrameHero {
  /** width / height (0.5–10) */
  ratio: number;
  /** corner radius in px (0–40) */
  radius: number;
  /** px between the page's top padding and the box (0–200): the page's own title bar and tabs above the picture */
  top?: number;
  /** the box's width in px (40–600), centred; default: the page's width less its padding */
  width?: number;
  /**
   * A picture that is always the page's opening picture (its art, not content): a file of the area's build, relative
   * to its remote entry (`frames/login-art.svg`, from the area's `public/`). The page draws the same file in the box;
   * a picture named by a start request's answer (`StartRequest.image`) needs none.
   */
  picture?: string;
}

const FRAME_BACKGROUND = /^[#\w\s,.%()-]{1,200}$/;
/** The folder of an area's entry (remotes.json's `entry`): where the area's own files (a frame's picture, a page's chunks) are served. */
export const entryFolder = (entry: string): string => entry.replace(/[^/]*$/, '');

/** An area file a frame may name: plain path segments, a picture's extension. */
export const FRAME_PICTURE = /^[\w-]+(\/[\w-]+)*\.(svg|png|webp|jpg)$/;
const inRange = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/**
 * A route's frame when it is well formed, else undefined (remotes.json is data: checked, never trusted). The same
 * rules as host/src/preboot.js, which draws it before this code has arrived; the server (static-hosting.ts) runs this
 * one to draw it into index.html.
 */
export function pageFrame(frame: unknown): PageFrame | undefined {
  if (!frame || typeof frame !== 'object') return undefined;
  const f = frame as Record<string, unknown>;
  if (
    typeof f.background !== 'string' ||
    !FRAME_BACKGROUND.test(f.background) ||
    /url|image|expression/i.test(f.background)
  )
    return undefined;
  if (!inRange(f.inset, 0, 40)) return undefined;
  const out: PageFrame = { background: f.background, inset: f.inset, dark: f.dark === true };
  const hero = f.hero as Record<string, unknown> | undefined;
  if (hero && typeof hero === 'object' && inRange(hero.ratio, 0.5, 10) && inRange(hero.radius, 0, 40)) {
    out.hero = { ratio: hero.ratio, radius: hero.radius };
    if (inRange(hero.top, 0, 200)) out.hero.top = hero.top;
    if (inRange(hero.width, 40, 600)) out.hero.width = hero.width;
    if (typeof hero.picture === 'string' && FRAME_PICTURE.test(hero.picture)) out.hero.picture = hero.picture;
  }
  return out;
}

/**
 * One page of an area, as declared in that remote's `src/routes.ts` (its one exposed module). Everything the shell
 * needs to know about a page is a flag here, never a list in the shell: an area adds, changes or removes a page
 * (and its header, tab bar and guard) with its own deploy, the shell unchanged.
 */
export interface RemoteRoute {
  /** hash-router path, exact match (e.g. '/recharge') */
  path: string;
  /** Chinese page title (document.title, back header title by default) */
  title: string;
  /** needs a session token; without one the shell sends the player to /login?redirect=<full path> */
  auth?: boolean;
  /**
   * needs a session token, and a visitor is asked in a dialog (精彩内容等你来体验，快来登录吧！ 去登录 / 取消) instead
   * of being redirected; 取消 goes back (000 §4: /hongbao, /transfer)
   */
  askLogin?: boolean;
  /** kept mounted (state and scroll) while the player is elsewhere */
  cached?: boolean;
  /** the shell's header on this page (default `main`) */
  header?: HeaderMode;
  /** the back header's title (default: `title`) */
  headerTitle?: string;
  /** the back header's title chosen by a query parameter's value, e.g. /abouts?type=5|6; `headerTitle` otherwise */
  headerTitleBy?: { param: string; titles: Record<string, string> };
  /** the bottom tab bar shows on this page (default true) */
  tabBar?: boolean;
  /** this page is a button of the tab bar */
  tab?: TabItem;
  /** the tab highlighted on this page (a tab route's path); default: the page itself when it is a tab, else none */
  activeTab?: string;
  /**
   * a site switch of `/api/app` that must be on (not 0) for the page: when it is off the page is refused with
   * `message` as a toast and the player goes back (000 §4: /hongbao needs redpacket_switch)
   */
  requiresSetting?: { key: string; message: string };
  /** the calls this page makes as it opens (see StartRequest): started by index.html when it is the start page */
  startRequests?: StartRequest[];
  /** how the page looks while its code is on its way (see PageFrame); default: the shell's light placeholder */
  frame?: PageFrame;
  page: () => Promise<{ default: ComponentType }>;
}

/** Route metadata as the host reads it from /remotes.json (written at build time from routes.ts). */
export type RouteMeta = Omit<RemoteRoute, 'page'> & {
  /**
   * Added by the build (rspack.shared.js, RouteManifestPlugin): the files, relative to the area's entry, that opening
   * this page needs after the entry (routes module, page chunks and their CSS). index.html preloads them for the start
   * page; the shell's idle prefetch downloads them for the tab pages.
   */
  preload?: string[];
};

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

/** The route metadata of a route (what routes.json and remotes.json carry): everything but the page loader. */
export function routeMeta(route: RemoteRoute): RouteMeta {
  const { page: _page, ...meta } = route;
  return meta;
}

/** The back header's title of a route for a query string (`?type=6`). */
export function backHeaderTitle(route: RouteMeta, search: string): string {
  if (route.headerTitleBy) {
    const value = new URLSearchParams(search).get(route.headerTitleBy.param) ?? '';
    const title = route.headerTitleBy.titles[value];
    if (title) return title;
  }
  return route.headerTitle ?? route.title;
}

/** The tab highlighted on a route (its own path when it is a tab, else its `activeTab`, else none). */
export const activeTabOf = (route: RouteMeta | undefined): string | undefined =>
  route ? (route.tab ? route.path : route.activeTab) : undefined;

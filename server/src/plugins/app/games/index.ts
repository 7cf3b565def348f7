import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '#app/db/client';
import { banners, GAME_CATEGORIES, games, notices, users, type GameCategory } from '#app/db/schema/index';
import { labels } from '#app/lib/h5-shared';
import { HttpError } from '#app/lib/http-error';

/** What players and operators read about the lobby: the one place of these texts. */
export const GAME_MESSAGES = {
  unknownCategory: '游戏分类不存在',
  unknownProvider: '游戏厂商不存在',
  unknownGame: '游戏不存在',
  notAgent: '您还不是代理，请先申请成为合伙人',
  agentPageClosed: '代理后台暂未开放，请联系客服',
} as const;

/** Chinese names of the six categories, in the home side menu's order (000 §2): @h5/shared/types GAME_CATEGORIES. */
export const CATEGORY_LABELS = Object.fromEntries(labels.GAME_CATEGORIES.map((c) => [c.id, c.label])) as Record<
  GameCategory,
  string
>;

export const isCategory = (v: unknown): v is GameCategory =>
  typeof v === 'string' && (GAME_CATEGORIES as readonly string[]).includes(v);

/**
 * The home lists (GET /api/game/list): the lobby tiles (one per venue; the concise category's tiles are its
 * providers), visible ones only (`app_state` 1), in the operators' order. Slot games of a provider are not here:
 * /api/gamelistBycode lists them. `category` '' or absent = every category.
 */
export async function listLobbyGames(db: Queryable, category: string | undefined) {
  const wanted = category?.trim() ?? '';
  if (wanted !== '' && !isCategory(wanted)) throw new HttpError(400, GAME_MESSAGES.unknownCategory);
  const rows = await db
    .select({
      category_id: games.categoryId,
      app_state: games.appState,
      platform_name: games.platformName,
      game_code: games.gameCode,
      mobile_img: games.mobileImg,
      name: games.name,
    })
    .from(games)
    .where(
      and(
        isNull(games.catecode),
        eq(games.appState, 1),
        wanted ? eq(games.categoryId, wanted as GameCategory) : undefined,
      ),
    )
    .orderBy(asc(games.sort), asc(games.id));
  return rows;
}

/** POST /api/bannerList {type}: the enabled banners of that type (2 is the home carousel), in order. */
export async function listBanners(db: Queryable, type: number) {
  return db
    .select({ src: banners.src })
    .from(banners)
    .where(and(eq(banners.type, type), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/** POST /api/homenotice: the enabled home announcement lines, in order. */
export async function listHomeNotices(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ content: notices.content })
    .from(notices)
    .where(and(eq(notices.kind, 'home'), eq(notices.enabled, true)))
    .orderBy(asc(notices.sort), asc(notices.id));
  return rows.map((r) => r.content);
}

/**
 * GET /api/getAgentLoginUrl: the agent back office's address (setting `agent_login_url`) for a player who is an
 * agent; others are told to apply first, and an install without that address says it is not open.
 */
export async function agentLoginUrl(app: FastifyInstance, userId: number): Promise<string> {
  const [row] = await app.db.select({ isAgent: users.isAgent }).from(users).where(eq(users.id, userId));
  if (!row?.isAgent) throw new HttpError(403, GAME_MESSAGES.notAgent);
  const url = (await app.siteSettings.read()).agent_login_url.trim();
  if (!url) throw new HttpError(404, GAME_MESSAGES.agentPageClosed);
  return url;
}

/** The origin (scheme://host[:port]) of an absolute address, or null. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/getVisitUrl: where visitors should be (setting `visit_url`), or '' when nothing is configured or the
 * configured address is the one the request came to, so a client that redirects on a non-empty url never loops.
 */
export async function visitUrl(app: FastifyInstance, requestOrigin: string): Promise<string> {
  const configured = (await app.siteSettings.read()).visit_url.trim();
  const target = originOf(configured);
  if (!target || target === requestOrigin.toLowerCase()) return '';
  return configured.replace(/\/+$/, '');
}

import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { GAME_CATEGORIES, games, venues, type Game, type GameCategory } from '#app/db/schema/index';
import { badRequest, HttpError } from '#app/lib/http-error';
import type { AuditWriter } from '#app/plugins/app/admin/audit-log';
import { checkText, checkUrl, must } from '#app/plugins/app/admin/validation';
import type { ContentResource } from '#app/plugins/app/content/crud';
import { VENUE_MESSAGES } from '#app/plugins/app/venues/messages';
import { CATEGORY_LABELS, GAME_MESSAGES, isCategory } from './index';

/** The lobby's back office: games (a resource of the content CRUD), categories shown or hidden, operator artwork. */

const has = (body: Record<string, unknown>, key: string) => body[key] !== undefined;

const toWire = (g: Game) => ({
  id: g.id,
  category_id: g.categoryId,
  platform_name: g.platformName,
  game_code: g.gameCode,
  name: g.name,
  mobile_img: g.mobileImg,
  catecode: g.catecode ?? '',
  app_state: g.appState,
  sort: g.sort,
});

/**
 * `/admin/api/games`: a lobby tile (one per venue, `catecode` empty) or a slot game of a concise provider (`catecode` =
 * that provider's platname). The venue must exist; `game_code` is unique per venue.
 */
export const gameContent: ContentResource<Game> = {
  name: 'game',
  notFound: GAME_MESSAGES.unknownGame,
  table: games,
  idColumn: games.id,
  orderBy: [sql`${games.sort}`],
  where: (q) => {
    if (q.category !== undefined && q.category !== '' && !isCategory(q.category))
      throw new HttpError(400, GAME_MESSAGES.unknownCategory);
    return and(
      isCategory(q.category) ? eq(games.categoryId, q.category) : undefined,
      typeof q.catecode === 'string' && q.catecode !== '' ? eq(games.catecode, q.catecode) : undefined,
      typeof q.platform_name === 'string' && q.platform_name !== ''
        ? eq(games.platformName, q.platform_name)
        : undefined,
    );
  },
  parse: async (body, existing, tx) => {
    const out: Record<string, unknown> = {};
    const category = (body.category_id as GameCategory | undefined) ?? existing?.categoryId;
    const platform = has(body, 'platform_name')
      ? must(checkText('platform_name', body.platform_name, { min: 1, max: 32 }))
      : existing!.platformName;
    const [venue] = await tx.select().from(venues).where(eq(venues.platname, platform));
    if (!venue) throw new HttpError(404, VENUE_MESSAGES.unknownVenue);
    if (has(body, 'category_id')) out.categoryId = body.category_id;
    if (has(body, 'platform_name')) out.platformName = platform;
    let catecode = existing ? existing.catecode : null;
    if (has(body, 'catecode')) catecode = must(checkText('catecode', body.catecode, { max: 16 })) || null;
    if (catecode !== null) {
      if (category !== 'concise') throw badRequest('只有电子游艺的游戏可以指定厂商 catecode');
      if (catecode !== platform) throw badRequest('catecode 必须与 platform_name 相同（电子游戏所属厂商）');
    }
    if (catecode === null && venue.category !== category)
      throw badRequest(`场馆 ${venue.platname} 属于${CATEGORY_LABELS[venue.category]}，与 category_id 不符`);
    if (has(body, 'catecode')) out.catecode = catecode;
    const code = has(body, 'game_code')
      ? must(checkText('game_code', body.game_code, { min: 1, max: 64 }))
      : existing!.gameCode;
    if (!/^[A-Za-z0-9_-]+$/.test(code)) throw badRequest('game_code 只能包含字母、数字、下划线和短横线');
    if (has(body, 'game_code')) out.gameCode = code;
    if (has(body, 'game_code') || has(body, 'platform_name')) {
      const [clash] = await tx
        .select({ id: games.id })
        .from(games)
        .where(
          and(
            eq(games.platformName, platform),
            eq(games.gameCode, code),
            existing ? ne(games.id, existing.id) : undefined,
          ),
        );
      if (clash) throw new HttpError(409, `场馆 ${platform} 已有游戏代码 ${code}`);
    }
    if (has(body, 'name')) out.name = must(checkText('name', body.name, { min: 1, max: 64 }));
    if (has(body, 'mobile_img'))
      out.mobileImg = must(checkUrl('mobile_img', body.mobile_img, { allowEmpty: true, sitePaths: true }));
    else if (!existing) out.mobileImg = `/assets/games/${catecode ? code : platform}.svg`;
    if (has(body, 'app_state')) out.appState = body.app_state;
    if (has(body, 'sort')) out.sort = body.sort;
    return out;
  },
  toWire,
};

/** The six categories (the spec's, in its order) with their games and how many are shown. */
export async function listGameCategories(db: Db) {
  const counts = await db
    .select({
      category: games.categoryId,
      total: sql<number>`count(*)`.mapWith(Number),
      visible: sql<number>`count(*) filter (where ${games.appState} = 1)`.mapWith(Number),
    })
    .from(games)
    .where(isNull(games.catecode))
    .groupBy(games.categoryId);
  return GAME_CATEGORIES.map((id, index) => {
    const c = counts.find((r) => r.category === id);
    return { id, index, name: CATEGORY_LABELS[id], games: c?.total ?? 0, visible: c?.visible ?? 0 };
  });
}

/** Hides or shows every lobby tile of a category at once (404 for an unknown category), audited. */
export async function setGameCategoryState(db: Db, id: string, appState: 0 | 1, audit: AuditWriter) {
  if (!isCategory(id)) throw new HttpError(404, GAME_MESSAGES.unknownCategory);
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(games)
      .set({ appState })
      .where(and(eq(games.categoryId, id), isNull(games.catecode)))
      .returning({ id: games.id });
    await audit(tx, {
      action: 'game-category.update',
      target: `game-category:${id}`,
      detail: { app_state: appState, games: rows.length },
    });
    return rows.length;
  });
  return { id, name: CATEGORY_LABELS[id], app_state: appState, games: changed };
}

/** The game a drawn tile stands for: a slot game by its code, else a venue's tile by the venue's platname. */
export async function gameForArtwork(db: Db, code: string): Promise<Game | null> {
  const [row] = await db
    .select()
    .from(games)
    .where(
      or(
        and(isNotNull(games.catecode), eq(games.gameCode, code)),
        and(isNull(games.catecode), eq(games.platformName, code)),
      ),
    )
    .limit(1);
  return row ?? null;
}

import { eq, sql } from 'drizzle-orm';
import {
  articles,
  banners,
  notices,
  promotions,
  promotionTypes,
  users,
  type Article,
  type Banner,
  type Notice,
  type Promotion,
  type PromotionType,
} from '#app/db/schema/index';
import { badRequest, HttpError } from '#app/lib/http-error';
import { formatFen } from '#app/lib/money';
import { parseShanghaiTime, shanghaiTimestamp } from '#app/lib/time';
import { rules } from '#app/lib/validators';
import { checkHtml, checkSignedAmount, checkText, checkUrl, must } from '#app/plugins/app/admin/validation';
import type { ContentResource } from './crud';

/*
 * The back office's content: banners, notices (home texts and inbox messages), promotions and their types, articles.
 * Each resource: how its rows are checked (`parse`), shown (`toWire`) and ordered; routes/admin/content declares the
 * routes, their roles and body schemas.
 */

const has = (body: Record<string, unknown>, key: string) => body[key] !== undefined;

/** Copies the keys present in `body` through their checks into column values. */
function pick(body: Record<string, unknown>, fields: Record<string, [column: string, check: (v: unknown) => unknown]>) {
  const out: Record<string, unknown> = {};
  for (const [key, [column, check]] of Object.entries(fields)) if (has(body, key)) out[column] = check(body[key]);
  return out;
}
const same = (v: unknown) => v;

/** A non-negative decimal with at most 2 places (percentages, multiples), within [min, max]. */
function checkRate(field: string, value: unknown, min: number, max: number, allowZero: boolean): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) throw badRequest(`${field} 必须是不超过2位小数的数字`);
  const n = Number(text);
  if (n < min || n > max || (!allowZero && n === 0))
    throw badRequest(`${field} 必须在${min}~${max}之间${allowZero ? '' : '且大于0'}`);
  return n;
}

const yuan = (field: string, value: unknown) => {
  const checked = checkSignedAmount(value, rules.checkMoneyAmount);
  if ('error' in checked) throw badRequest(`${field}：${checked.error}`);
  if (checked.value <= 0) throw badRequest(`${field}：金额必须大于0`);
  return checked.value;
};

type Bonus = NonNullable<Promotion['bonus']>;

/**
 * A promotion's bonus: a percentage of a deposit {percent, max, min_deposit, flow_multiple?}, or a fixed amount paid on
 * approval {amount, flow_multiple?} (see PromotionBonus).
 */
function checkBonus(value: unknown): Bonus | null {
  if (value === null) return null;
  const b = value as Record<string, unknown>;
  if (b.amount !== undefined) {
    if (b.percent !== undefined || b.max !== undefined || b.min_deposit !== undefined)
      throw badRequest('bonus 只能是百分比彩金（percent、max、min_deposit）或固定彩金（amount）之一');
    const amountFen = yuan('bonus.amount', b.amount);
    return {
      percent: 0,
      maxFen: amountFen,
      minDepositFen: 0,
      flowMultiple: checkRate('bonus.flow_multiple', b.flow_multiple ?? 1, 0, 100, true),
      amountFen,
    };
  }
  for (const key of ['percent', 'max', 'min_deposit'])
    if (b[key] === undefined) throw badRequest(`参数错误：bonus.${key} 不能为空`);
  return {
    percent: checkRate('bonus.percent', b.percent, 0, 100, false),
    maxFen: yuan('bonus.max', b.max),
    minDepositFen: yuan('bonus.min_deposit', b.min_deposit),
    flowMultiple: checkRate('bonus.flow_multiple', b.flow_multiple ?? 0, 0, 100, true),
  };
}

function instantOrNull(field: string, value: unknown): Date | null {
  if (value === null || value === '') return null;
  const d = typeof value === 'string' ? parseShanghaiTime(value) : null;
  if (!d) throw badRequest(`${field} 时间格式不正确，应为 YYYY-MM-DD HH:mm:ss`);
  return d;
}

export const bannerContent: ContentResource<Banner> = {
  name: 'banner',
  notFound: '广告图不存在',
  table: banners,
  idColumn: banners.id,
  orderBy: [sql`${banners.type}`, sql`${banners.sort}`],
  where: (q) => (typeof q.type === 'number' ? eq(banners.type, q.type) : undefined),
  parse: async (body) =>
    pick(body, {
      src: ['src', (v) => must(checkUrl('src', v, { sitePaths: true }))],
      type: ['type', same],
      sort: ['sort', same],
      enabled: ['enabled', same],
    }),
  toWire: (b) => ({
    id: b.id,
    src: b.src,
    type: b.type,
    sort: b.sort,
    enabled: b.enabled,
    created_at: shanghaiTimestamp(b.createdAt),
  }),
};

export const noticeContent: ContentResource<Notice> = {
  name: 'notice',
  notFound: '公告不存在',
  table: notices,
  idColumn: notices.id,
  orderBy: [sql`${notices.kind}`, sql`${notices.createdAt} DESC`],
  where: (q) => (typeof q.kind === 'string' ? eq(notices.kind, q.kind as Notice['kind']) : undefined),
  /** 'home': a plain announcement line; 'inbox': a titled message, HTML sanitised, for everyone or one player. */
  parse: async (body, existing, tx) => {
    const kind = (body.kind as Notice['kind'] | undefined) ?? existing?.kind ?? 'home';
    const out: Record<string, unknown> = pick(body, {
      kind: ['kind', same],
      sort: ['sort', same],
      enabled: ['enabled', same],
    });
    if (has(body, 'content') || (existing && has(body, 'kind') && body.kind !== existing.kind)) {
      const content = has(body, 'content') ? body.content : existing!.content;
      out.content =
        kind === 'home'
          ? must(checkText('content', content, { min: 1, max: 500 }))
          : must(checkHtml('content', content, 20_000));
      if (
        kind === 'inbox' &&
        !String(out.content)
          .replace(/<[^>]*>/g, '')
          .trim()
      )
        throw badRequest('content 不能为空');
    }
    if (has(body, 'title')) out.title = must(checkText('title', body.title, { max: 200 }));
    const title = (out.title as string | undefined) ?? existing?.title ?? '';
    if (kind === 'inbox' && !title) throw badRequest('站内信必须填写 title');
    if (has(body, 'user_id')) {
      if (body.user_id !== null) {
        if (kind !== 'inbox') throw badRequest('只有站内信（kind=inbox）可以指定 user_id');
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, body.user_id as number));
        if (!user) throw new HttpError(404, '用户不存在');
      }
      out.userId = body.user_id;
    } else if (kind === 'home' && existing?.userId) {
      out.userId = null;
    }
    return out;
  },
  toWire: (n) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    content: n.content,
    user_id: n.userId,
    sort: n.sort,
    enabled: n.enabled,
    created_at: shanghaiTimestamp(n.createdAt),
  }),
};

export const promotionTypeContent: ContentResource<PromotionType> = {
  name: 'promotion_type',
  notFound: '活动类型不存在',
  table: promotionTypes,
  idColumn: promotionTypes.id,
  orderBy: [sql`${promotionTypes.sort}`],
  inUse: '该类型下仍有活动，无法删除',
  parse: async (body) =>
    pick(body, { name: ['name', (v) => must(checkText('name', v, { min: 1, max: 32 }))], sort: ['sort', same] }),
  toWire: (t) => ({ id: t.id, name: t.name, sort: t.sort }),
};

export const promotionContent: ContentResource<Promotion> = {
  name: 'promotion',
  notFound: '活动不存在',
  table: promotions,
  idColumn: promotions.id,
  orderBy: [sql`${promotions.sort}`],
  inUse: '该活动已有玩家申请，无法删除，请改为停用（enabled=false）',
  where: (q) => (typeof q.type_id === 'number' ? eq(promotions.typeId, q.type_id) : undefined),
  parse: async (body, existing, tx) => {
    const out = pick(body, {
      title: ['title', (v) => must(checkText('title', v, { min: 1, max: 100 }))],
      banner: ['banner', (v) => must(checkUrl('banner', v, { sitePaths: true, allowEmpty: true }))],
      content: ['content', (v) => must(checkHtml('content', v))],
      memo: ['memo', (v) => must(checkHtml('memo', v))],
      sort: ['sort', same],
      enabled: ['enabled', same],
      starts_at: ['startsAt', (v) => instantOrNull('starts_at', v)],
      ends_at: ['endsAt', (v) => instantOrNull('ends_at', v)],
      bonus: ['bonus', checkBonus],
    });
    if (has(body, 'type_id')) {
      const [type] = await tx
        .select({ id: promotionTypes.id })
        .from(promotionTypes)
        .where(eq(promotionTypes.id, body.type_id as number));
      if (!type) throw badRequest('活动类型不存在');
      out.typeId = body.type_id;
    }
    const startsAt = (has(body, 'starts_at') ? out.startsAt : existing?.startsAt) as Date | null | undefined;
    const endsAt = (has(body, 'ends_at') ? out.endsAt : existing?.endsAt) as Date | null | undefined;
    if (startsAt && endsAt && endsAt <= startsAt) throw badRequest('ends_at 必须晚于 starts_at');
    return out;
  },
  toWire: (p) => ({
    id: p.id,
    type_id: p.typeId,
    title: p.title,
    banner: p.banner,
    content: p.content,
    memo: p.memo,
    sort: p.sort,
    enabled: p.enabled,
    starts_at: shanghaiTimestamp(p.startsAt),
    ends_at: shanghaiTimestamp(p.endsAt),
    bonus: p.bonus
      ? p.bonus.amountFen
        ? { amount: formatFen(p.bonus.amountFen), flow_multiple: p.bonus.flowMultiple }
        : {
            percent: p.bonus.percent,
            max: formatFen(p.bonus.maxFen),
            min_deposit: formatFen(p.bonus.minDepositFen),
            flow_multiple: p.bonus.flowMultiple,
          }
      : null,
    created_at: shanghaiTimestamp(p.createdAt),
  }),
};

export const articleContent: ContentResource<Article> = {
  name: 'article',
  notFound: '文章不存在',
  table: articles,
  idColumn: articles.id,
  orderBy: [sql`${articles.slug}`],
  touch: { updatedAt: sql`now()` },
  parse: async (body, existing, tx) => {
    const out = pick(body, {
      title: ['title', (v) => must(checkText('title', v, { min: 1, max: 100 }))],
      content: ['content', (v) => must(checkHtml('content', v, 100_000))],
    });
    if (has(body, 'slug')) {
      const slug = String(body.slug).trim();
      if (!/^[a-z0-9-]{1,32}$/.test(slug)) throw badRequest('slug 只能包含小写字母、数字和连字符（1~32位）');
      const [taken] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
      if (taken && taken.id !== existing?.id) throw new HttpError(409, `slug ${slug} 已被其他文章使用`);
      out.slug = slug;
    }
    return out;
  },
  toWire: (a) => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    content: a.content,
    updated_at: shanghaiTimestamp(a.updatedAt),
  }),
};

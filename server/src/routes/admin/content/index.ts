import type { FastifyPluginAsync } from 'fastify';
import { NOTICE_KINDS } from '#app/db/schema/index';
import { articleContent, bannerContent, noticeContent, promotionContent, promotionTypeContent } from '#app/plugins/app/content/resources';
import { text } from '#app/routes/schemas';
import { MONEY_ROLE } from '#app/plugins/app/admin/roles';
import { registerCrud } from './crud';

const sort = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;
const enabled = { type: 'boolean' } as const;

/** Banners, notices (home texts and inbox messages), promotions and their types, articles. Editors write; every admin reads. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, bannerContent, {
    path: 'banners',
    editors: 'editor',
    properties: { src: text(1000), type: { type: 'integer', minimum: 1, maximum: 99 }, sort, enabled },
    required: ['src'],
    filters: { type: { type: 'integer', minimum: 1, maximum: 99 } },
  });

  registerCrud(app, noticeContent, {
    path: 'notices',
    editors: 'editor',
    properties: {
      kind: { type: 'string', enum: [...NOTICE_KINDS] },
      title: text(200),
      content: text(20_000),
      user_id: { type: ['integer', 'null'], minimum: 1 },
      sort,
      enabled,
    },
    required: ['kind', 'content'],
    filters: { kind: { type: 'string', enum: [...NOTICE_KINDS] } },
  });

  registerCrud(app, promotionTypeContent, {
    path: 'promotion-types',
    editors: 'editor',
    properties: { name: text(64), sort },
    required: ['name'],
  });

  registerCrud(app, promotionContent, {
    path: 'promotions',
    editors: 'editor',
    properties: {
      type_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      title: text(200),
      banner: text(1000),
      content: text(50_000),
      memo: text(50_000),
      sort,
      enabled,
      starts_at: { type: ['string', 'null'], maxLength: 40 },
      ends_at: { type: ['string', 'null'], maxLength: 40 },
      bonus: {
        type: ['object', 'null'],
        additionalProperties: false,
        properties: {
          amount: { type: ['number', 'string'], maxLength: 32 },
          percent: { type: ['number', 'string'], maxLength: 16 },
          max: { type: ['number', 'string'], maxLength: 32 },
          min_deposit: { type: ['number', 'string'], maxLength: 32 },
          flow_multiple: { type: ['number', 'string'], maxLength: 16 },
        },
      },
    },
    required: ['type_id', 'title'],
    fieldRoles: { bonus: MONEY_ROLE }, // how much is paid: finance (issue 14)
    filters: { type_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  });

  registerCrud(app, articleContent, {
    path: 'articles',
    editors: 'editor',
    properties: { slug: text(64), title: text(200), content: text(100_000) },
    required: ['slug', 'title', 'content'],
  });
};

export default contentRoutes;

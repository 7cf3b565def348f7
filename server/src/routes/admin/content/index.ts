import { Type } from 'typebox';
import { NOTICE_KINDS } from '#app/db/schema/index';
import {
  articleContent,
  bannerContent,
  noticeContent,
  promotionContent,
  promotionTypeContent,
} from '#app/plugins/app/content/resources';
import { answers, raw, text, type RoutesPlugin } from '#app/routes/schemas';
import { UrlDataSchema } from '@h5/shared/contract';
import { ok } from '#app/lib/envelope';
import { audit } from '#app/plugins/app/admin-auth';
import { imageUploadRoute, UPLOAD_MESSAGES, uploadedImage } from '#app/routes/api/user/upload';
import { MONEY_ROLE } from '#app/plugins/app/admin/roles';
import artworkPreviewRoutes from './artwork-preview';
import { registerCrud } from './crud';

const sort = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const enabled = Type.Boolean();
const noticeKind = () => raw<(typeof NOTICE_KINDS)[number]>({ type: 'string', enum: [...NOTICE_KINDS] });
const money = (maxLength: number) => raw<number | string>({ type: ['number', 'string'], maxLength });

/** Banners, notices (home texts and inbox messages), promotions and their types, articles. Editors write; every admin reads. */
const contentRoutes: RoutesPlugin = async (app) => {
  /**
   * A picture for a banner or a promotion (editor): multipart, field `file`, PNG or GIF up to 2 MB and 4096×4096 (the
   * avatar's rules); stored under its SHA-256 and answered as `/uploads/artwork/<name>`, a site path the content
   * forms accept. Served only as an image (uploads.ts).
   */
  await app.register(async (uploads) => {
    uploads.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post(
      '/uploads/artwork',
      { config: { admin: 'editor' }, ...imageUploadRoute, schema: { response: answers(UrlDataSchema) } },
      async (request) => {
        const { data, type } = uploadedImage(request);
        const url = await app.artwork.save(data, type);
        await audit(app.db, request, { action: 'content.artwork.upload', target: url, detail: { bytes: data.length } });
        return ok({ url }, UPLOAD_MESSAGES.uploaded);
      },
    );
  });
  await app.register(artworkPreviewRoutes);

  registerCrud(app, bannerContent, {
    path: 'banners',
    editors: 'editor',
    properties: { src: text(1000), type: Type.Integer({ minimum: 1, maximum: 99 }), sort, enabled },
    required: ['src'],
    filters: { type: Type.Integer({ minimum: 1, maximum: 99 }) },
  });

  registerCrud(app, noticeContent, {
    path: 'notices',
    editors: 'editor',
    properties: {
      kind: noticeKind(),
      title: text(200),
      content: text(20_000),
      user_id: raw<number | null>({ type: ['integer', 'null'], minimum: 1 }),
      sort,
      enabled,
    },
    required: ['kind', 'content'],
    filters: { kind: noticeKind() },
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
      type_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
      title: text(200),
      banner: text(1000),
      content: text(50_000),
      memo: text(50_000),
      sort,
      enabled,
      starts_at: raw<string | null>({ type: ['string', 'null'], maxLength: 40 }),
      ends_at: raw<string | null>({ type: ['string', 'null'], maxLength: 40 }),
      bonus: raw<Record<string, number | string> | null>({
        type: ['object', 'null'],
        additionalProperties: false,
        properties: {
          amount: money(32),
          percent: money(16),
          max: money(32),
          min_deposit: money(32),
          flow_multiple: money(16),
        },
      }),
    },
    required: ['type_id', 'title'],
    fieldRoles: { bonus: MONEY_ROLE }, // how much is paid: finance (issue 14)
    filters: { type_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  });

  registerCrud(app, articleContent, {
    path: 'articles',
    editors: 'editor',
    properties: { slug: text(64), title: text(200), content: text(100_000) },
    required: ['slug', 'title', 'content'],
  });
};

export default contentRoutes;

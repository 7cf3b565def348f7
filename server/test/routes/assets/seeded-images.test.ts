import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { banks, banners, games, promotions, siteSettings } from '#app/db/schema/index';
import { bankIcon } from '#app/plugins/app/cashier/pay-config';
import { PAY_PASS, newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

/** host/public: what the host build copies to its dist (the site logo lives there). */
const HOST_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../host/public');

const isImagePath = (v: string) => /^\/[^?#]*\.(?:svg|png|jpe?g|gif|webp)$/i.test(v);

describe('every image path the seed and the API answers hand out is served', () => {
  let t: TestApp;
  before(async () => {
    // the static hosting over host/public stands in for the host's build (rspack copies public/ into dist/)
    t = await createTestApp({ static: { hostDist: HOST_PUBLIC, remoteDists: {}, releasesDir: false } });
  });
  after(() => t.close());

  async function handedOut(): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const add = (where: string, v: string | null | undefined) => {
      if (v && isImagePath(v) && !out.has(v)) out.set(v, where);
    };
    const db = t.handle.db;
    for (const r of await db.select().from(siteSettings)) add(`setting ${r.key}`, r.value);
    for (const r of await db.select({ src: banners.src }).from(banners)) add('banner', r.src);
    for (const r of await db.select({ img: games.mobileImg, code: games.gameCode }).from(games))
      add(`game ${r.code}`, r.img);
    for (const r of await db.select({ banner: promotions.banner }).from(promotions)) add('promotion', r.banner);
    for (const r of await db.select({ name: banks.name }).from(banks)) add(`bank ${r.name}`, bankIcon(r.name));
    add('usdt card', bankIcon('USDT'));
    add('card of an unlisted bank', bankIcon('某某农村商业银行'));

    // and as the API answers them
    const site = json(await post(t.app, '/api/app', {})).data;
    add('/api/app site_logo', site.site_logo);
    add('/api/app ios_download_qrcode', site.ios_download_qrcode);
    for (const b of json(await post(t.app, '/api/bannerList', {})).data ?? []) add('/api/bannerList', b.src);
    const p = await newPlayer(t.app);
    const bound = await post(
      t.app,
      '/api/bindcard',
      {
        bank: '招商银行',
        bank_owner: '张三',
        bank_no: '6225880012345678',
        bank_address: '深圳分行',
        pay_pass: PAY_PASS,
      },
      p.token,
    );
    assert.equal(json(bound).code, 200, bound.body);
    for (const c of json(await post(t.app, '/api/getcard', { type: 1 }, p.token)).data) add('/api/getcard', c.ico);
    return out;
  }

  test('each answers 200 with an image content type', async () => {
    const paths = await handedOut();
    for (const must of [
      '/assets/logo.svg',
      '/assets/app-qrcode.svg',
      '/assets/banks/icbc.svg',
      '/assets/banks/cmb.svg',
      '/assets/banks/usdt.svg',
      '/assets/banks/bank.svg',
    ]) {
      assert.ok(paths.has(must), `${must} is handed out`);
    }
    assert.ok(paths.size >= 40, `found ${paths.size} paths`);
    for (const [url, where] of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, `${url} (${where}) → ${res.statusCode}`);
      assert.match(
        String(res.headers['content-type']),
        /^image\/(?:svg\+xml|png|jpeg|gif|webp)\b/,
        `${url} content type`,
      );
      assert.ok(res.rawPayload.length > 100, `${url} has a body`);
      if (url.endsWith('.svg')) assert.match(res.body, /^(?:<\?xml[^>]*>\s*)?<svg[\s>]/, `${url} is an SVG document`);
    }
  });
});

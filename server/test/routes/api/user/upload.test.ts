import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { users } from '#app/db/schema/index';
import { readImage } from '#app/lib/images';
import { createTestApp, json, post, register, type TestApp } from '#test/helpers/test-app';

/** A valid RGBA PNG of the given size (every pixel gold), built here so the test needs no image files. */
function png(width: number, height: number): Buffer {
  const chunk = (name: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(name, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, Buffer.from([0xe8, 0xa3, 0x2c, 0xff]))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The classic 1×1 transparent GIF89a. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

const BOUNDARY = '----h5TestBoundary7MA4YWxkTrZu0gW';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const MSG = {
  uploaded: '上传成功',
  noFile: '请选择要上传的图片',
  malformed: '上传内容格式错误，请重新选择图片',
  tooLarge: '图片不能超过2MB',
  notImage: '只支持 PNG 或 GIF 格式的图片',
};

describe('POST /api/uploadimg and GET /uploads/avatars/:name', () => {
  let t: TestApp;
  let uploadsDir: string;
  let avatarsDir: string;

  before(async () => {
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'h5-uploads-'));
    avatarsDir = path.join(uploadsDir, 'avatars');
    t = await createTestApp({ uploadsDir });
  });
  after(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const upload = (token: string | undefined, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploadimg',
      payload: body,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const uploadFile = (token: string, data: Buffer, filename = 'avatar.png', type = 'image/png') =>
    upload(token, multipart([{ name: 'file', filename, type, data }]));

  const player = async () => {
    const { token, body } = await register(t.app);
    assert.ok(token);
    return { token: token!, name: body.name as string };
  };
  const avatarOf = async (name: string) => {
    const [row] = await t.handle.db.select({ avatar: users.avatar }).from(users).where(eq(users.username, name));
    return row.avatar;
  };
  const files = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : []);

  test('a PNG becomes the avatar: stored under avatars/, users.avatar and /api/user point at it, served as an image', async () => {
    const { token, name } = await player();
    const image = png(64, 48);
    const res = await uploadFile(token, image);
    assert.equal(res.statusCode, 200, res.body);
    const body = json(res);
    assert.equal(body.code, 200);
    assert.equal(body.message, MSG.uploaded);
    assert.match(body.data.url, /^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    assert.equal(await avatarOf(name), body.data.url);
    assert.equal(json(await post(t.app, '/api/user', undefined, token)).data.avatar, body.data.url);
    assert.ok(files().includes(path.basename(body.data.url)));

    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['content-disposition'], 'inline');
    assert.match(String(served.headers['content-security-policy']), /^default-src 'none'/);
    assert.match(String(served.headers['content-security-policy']), /sandbox/);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(served.rawPayload, image);
  });

  test("a GIF is accepted, and replaces the player's previous upload, which is deleted", async () => {
    const { token, name } = await player();
    const first = json(await uploadFile(token, png(8, 8))).data.url as string;
    assert.ok(files().includes(path.basename(first)));
    const res = await uploadFile(token, GIF, 'me.gif', 'image/gif');
    assert.equal(res.statusCode, 200, res.body);
    const second = json(res).data.url as string;
    assert.match(second, /^\/uploads\/avatars\/[0-9a-f]{32}\.gif$/);
    assert.equal(await avatarOf(name), second);
    assert.ok(!files().includes(path.basename(first)), 'the previous file is gone');
    assert.equal((await t.app.inject({ method: 'GET', url: first })).statusCode, 404);
    const served = await t.app.inject({ method: 'GET', url: second });
    assert.equal(served.headers['content-type'], 'image/gif');
    assert.deepEqual(served.rawPayload, GIF);
  });

  test("another player's upload leaves this player's avatar alone", async () => {
    const a = await player();
    const b = await player();
    const urlA = json(await uploadFile(a.token, png(4, 4))).data.url;
    json(await uploadFile(b.token, png(4, 4)));
    assert.equal(await avatarOf(a.name), urlA);
    assert.ok(files().includes(path.basename(urlA)));
  });

  test('anything but a real PNG or GIF is refused by its content, whatever its name and type say', async () => {
    const { token, name } = await player();
    const before = files();
    const cases: [string, Buffer, string, string][] = [
      ['JPEG', JPEG, 'photo.jpg', 'image/jpeg'],
      ['JPEG named .png', JPEG, 'photo.png', 'image/png'],
      ['SVG named .png', SVG, 'avatar.png', 'image/png'],
      ['HTML named .png', HTML, 'avatar.png', 'image/png'],
      ['HTML named .gif', HTML, 'avatar.gif', 'image/gif'],
      ['PNG signature then HTML', Buffer.concat([png(1, 1).subarray(0, 8), HTML]), 'a.png', 'image/png'],
      ['PNG with HTML appended', Buffer.concat([png(2, 2), HTML]), 'a.png', 'image/png'],
      ['truncated PNG', png(16, 16).subarray(0, 40), 'a.png', 'image/png'],
      [
        'PNG with a bad CRC',
        (() => {
          const b = Buffer.from(png(2, 2));
          b[29] ^= 0xff;
          return b;
        })(),
        'a.png',
        'image/png',
      ],
      ['GIF header then HTML', Buffer.concat([GIF.subarray(0, 13), HTML]), 'a.gif', 'image/gif'],
      ['truncated GIF', GIF.subarray(0, GIF.length - 1), 'a.gif', 'image/gif'],
    ];
    for (const [label, data, filename, type] of cases) {
      const res = await uploadFile(token, data, filename, type);
      assert.equal(res.statusCode, 415, `${label}: ${res.body}`);
      assert.deepEqual(json(res), { code: 415, message: MSG.notImage, data: null }, label);
    }
    assert.equal(await avatarOf(name), '');
    assert.deepEqual(files(), before, 'nothing was stored');
  });

  test('images over 4096 pixels on a side are refused', async () => {
    const { token } = await player();
    const res = await uploadFile(token, png(4097, 1));
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, '图片尺寸不能超过4096×4096');
    assert.equal((await uploadFile(token, png(1, 4096))).statusCode, 200);
  });

  test('a file over 2 MiB is refused with 图片不能超过2MB, whether or not the body fits the request limit', async () => {
    const { token, name } = await player();
    const slightlyOver = Buffer.concat([png(1, 1), Buffer.alloc(2 * 1024 * 1024 - png(1, 1).length + 1)]);
    let res = await uploadFile(token, slightlyOver);
    assert.equal(res.statusCode, 413);
    assert.deepEqual(json(res), { code: 413, message: MSG.tooLarge, data: null });
    res = await uploadFile(token, Buffer.alloc(3 * 1024 * 1024, 1));
    assert.equal(res.statusCode, 413);
    assert.deepEqual(json(res), { code: 413, message: MSG.tooLarge, data: null });
    assert.equal(await avatarOf(name), '');
  });

  test('without a file: 请选择要上传的图片', async () => {
    const { token } = await player();
    const bodies = [
      multipart([{ name: 'nickname', data: 'abc' }]),
      multipart([{ name: 'image', filename: 'a.png', type: 'image/png', data: png(1, 1) }]),
      multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.alloc(0) }]),
      multipart([]),
    ];
    for (const body of bodies) {
      const res = await upload(token, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(json(res), { code: 400, message: MSG.noFile, data: null });
    }
    const asJson = await post(t.app, '/api/uploadimg', {}, token);
    assert.equal(asJson.statusCode, 400);
    assert.equal(json(asJson).message, MSG.noFile);
  });

  test('a malformed multipart body is a 400 with a Chinese message, never a 500', async () => {
    const { token } = await player();
    const good = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: png(1, 1) }]);
    const cases: [string, Buffer, string?][] = [
      ['no boundary parameter', good, 'multipart/form-data'],
      ['an invalid boundary', good, 'multipart/form-data; boundary="a\u0001b"'],
      ["another boundary than the body's", good, 'multipart/form-data; boundary=somethingElse'],
      ['garbage', Buffer.from('this is not multipart at all')],
      ['empty body', Buffer.alloc(0)],
      ['unterminated part', good.subarray(0, good.length - 60)],
      [
        'no blank line after the headers',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`),
      ],
      ['a header line without a colon', Buffer.from(`--${BOUNDARY}\r\nhello\r\n\r\nabc\r\n--${BOUNDARY}--`)],
      [
        'a part that is not form-data',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: attachment; name="file"\r\n\r\nabc\r\n--${BOUNDARY}--`),
      ],
      [
        'a part without a name',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${BOUNDARY}--`),
      ],
      ['too many parts', multipart(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: 'x' })))],
    ];
    for (const [label, body, contentType] of cases) {
      const res = await upload(token, body, contentType);
      assert.equal(res.statusCode, 400, `${label}: ${res.statusCode} ${res.body}`);
      assert.deepEqual(json(res), { code: 400, message: MSG.malformed, data: null }, label);
    }
  });

  test('a visitor is refused with 401 before the body is read', async () => {
    const body = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: png(1, 1) }]);
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploadimg',
        payload: body,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(authorization ? { authorization } : {}),
        },
      });
      assert.equal(res.statusCode, 401);
      assert.deepEqual(json(res), { code: 401, message: '登录已过期，请重新登录', data: null });
    }
  });

  test('only stored avatar names are served, only as images, and no path leaves the avatar folder', async () => {
    const { token } = await player();
    json(await uploadFile(token, png(2, 2)));
    // a file with a valid-looking name whose bytes are HTML is never served
    const planted = `${'a'.repeat(32)}.png`;
    writeFileSync(path.join(avatarsDir, planted), HTML);
    writeFileSync(path.join(uploadsDir, 'secret.png'), png(1, 1));
    const urls = [
      `/uploads/avatars/${planted}`,
      '/uploads/avatars/..%2fsecret.png',
      '/uploads/avatars/%2e%2e%2fsecret.png',
      '/uploads/avatars/../secret.png',
      '/uploads/secret.png',
      '/uploads/avatars/',
      `/uploads/avatars/${'b'.repeat(32)}.png`,
      `/uploads/avatars/${'a'.repeat(32)}.html`,
      `/uploads/avatars/${'a'.repeat(32)}.svg`,
      '/uploads/avatars/..%5c..%5cetc%5cpasswd',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(String(res.headers['content-type']), /html|image/, url);
    }
  });

  test('the image reader accepts the test images and reads their size', () => {
    assert.deepEqual(readImage(png(300, 200)), { type: 'png', mime: 'image/png', width: 300, height: 200 });
    assert.deepEqual(readImage(GIF), { type: 'gif', mime: 'image/gif', width: 1, height: 1 });
    assert.equal(readImage(JPEG), null);
    assert.equal(readImage(Buffer.alloc(0)), null);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '#app/db/schema/index';
import { unauthorized } from '#app/lib/http-error';
import { sniffImageType, type ImageInfo } from '#app/lib/images';
import { globalPlugin } from '#app/lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    avatars: AvatarStore;
    /** The back office's pictures (banners, promotions): `save` answers `/uploads/artwork/<sha256>.<type>`. */
    artwork: { readonly dir: string; save(data: Buffer, type: ImageInfo['type']): Promise<string> };
  }
}

export interface UploadsOptions {
  /** `<DATA_DIR>/uploads` in the running server; a temporary folder in tests. Avatars go to `<dir>/avatars`. */
  dir: string;
}

export interface AvatarStore {
  /** the folder the avatar files are in */
  readonly dir: string;
  /**
   * Stores an image already checked by `readImage` as the player's avatar, points `users.avatar` at it and
   * deletes the player's previous upload. Answers the new URL (`/uploads/avatars/<name>`).
   */
  replace(userId: number, data: Buffer, type: ImageInfo['type']): Promise<string>;
}

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
export const ARTWORK_URL_PREFIX = '/uploads/artwork/';
/** Artwork is named by its content (the same picture uploaded twice is one file, and a name never changes meaning). */
const ARTWORK_NAME = /^[0-9a-f]{64}\.(png|gif)$/;

/**
 * GET /uploads/avatars/:name: the name is checked by the handler (any other shape is a 404, not a 400); the answer is
 * the stored bytes, a missing file the 404 envelope.
 */
const avatarFileSchema = {
  params: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: {
    '2xx': { type: 'string', description: 'image/png or image/gif' },
    '4xx': { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} } },
  },
} as const;
/** Stored names are random and ours alone: nothing else (dots, slashes, other extensions) is ever looked up. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|gif)$/;
/** What the browser may do with a stored file: show it as an image, nothing else (no script, no frame, no form). */
export const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const storedName = (url: string | null | undefined) => {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
};

/**
 * Player uploads: the avatar store (`app.avatars`) and `GET /uploads/avatars/:name`, which serves a stored file
 * only as the image its bytes say it is, never as HTML or anything a browser would run.
 */
export default globalPlugin<UploadsOptions>(async function uploads(app: FastifyInstance, opts) {
  const dir = path.resolve(opts.dir, 'avatars');

  const store: AvatarStore = {
    dir,
    async replace(userId, data, type) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type}`;
      const file = path.join(dir, name);
      await writeFile(file, data, { flag: 'wx', mode: 0o644 });
      const url = `${AVATAR_URL_PREFIX}${name}`;
      let previous: string;
      try {
        previous = await app.db.transaction(async (tx) => {
          const [row] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
          if (!row) throw unauthorized();
          await tx.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users.id, userId));
          return row.avatar;
        });
      } catch (err) {
        await unlink(file).catch(() => {});
        throw err;
      }
      const old = storedName(previous);
      if (old) await unlink(path.join(dir, old)).catch(() => {});
      return url;
    },
  };
  app.decorate('avatars', store);

  const artworkDir = path.resolve(opts.dir, 'artwork');
  app.decorate('artwork', {
    dir: artworkDir,
    async save(data: Buffer, type: ImageInfo['type']) {
      await mkdir(artworkDir, { recursive: true });
      const name = `${createHash('sha256').update(data).digest('hex')}.${type}`;
      // content-addressed: an existing file is the same picture
      await writeFile(path.join(artworkDir, name), data, { flag: 'wx', mode: 0o644 }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code !== 'EEXIST') throw err;
        },
      );
      return `${ARTWORK_URL_PREFIX}${name}`;
    },
  });

  // Its own context, so the restrictive headers below apply to these files only.
  await app.register(async (files) => {
    files.addHook('onSend', async (_request, reply, payload) => {
      // runs after the site-wide security headers, so this CSP replaces the site's
      reply.header('content-security-policy', UPLOAD_CSP);
      reply.header('x-content-type-options', 'nosniff');
      return payload;
    });

    const serve = (folder: string, pattern: RegExp) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { name } = request.params as { name: string };
      if (!pattern.test(name)) return reply.callNotFound();
      let data: Buffer;
      try {
        data = await readFile(path.join(folder, name));
      } catch {
        return reply.callNotFound();
      }
      const type = sniffImageType(data);
      if (!type) return reply.callNotFound();
      return reply
        .header('content-type', `image/${type}`)
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    };
    files.get('/uploads/avatars/:name', { schema: avatarFileSchema }, serve(dir, STORED_NAME));
    files.get('/uploads/artwork/:name', { schema: avatarFileSchema }, serve(artworkDir, ARTWORK_NAME));
  });
});

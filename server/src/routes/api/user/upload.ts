import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UrlDataSchema } from '@h5/shared/contract';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { readImage, type ImageInfo } from '#app/lib/images';
import { multipartBoundary, MultipartError, parseMultipart } from '#app/lib/multipart';
import { userId } from '#app/plugins/app/auth/index';
import { handleError } from '#app/plugins/app/error-handler';
import { answers, type RoutesPlugin } from '#app/routes/schemas';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const MAX_AVATAR_SIDE = 4096;
/** room for the multipart framing around a file at the size limit */
const MULTIPART_OVERHEAD = 64 * 1024;

export const UPLOAD_MESSAGES = {
  uploaded: '上传成功',
  noFile: '请选择要上传的图片',
  malformed: '上传内容格式错误，请重新选择图片',
  tooLarge: '图片不能超过2MB',
  notImage: '只支持 PNG 或 GIF 格式的图片',
  tooWide: `图片尺寸不能超过${MAX_AVATAR_SIDE}×${MAX_AVATAR_SIDE}`,
} as const;

/**
 * `POST /api/uploadimg`: the player's avatar (spec 000 §7, 001 §2), multipart with the image in the field `file`.
 * The image is judged by its bytes only: a well-formed PNG or GIF, at most 2 MiB and 4096×4096.
 */
const avatarUploadRoutes: RoutesPlugin = async (app) => {
  // Only this plugin's routes take multipart; the body is read whole, capped by the route's bodyLimit.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/uploadimg',
    {
      config: { auth: 'user' },
      ...imageUploadRoute,
      // No body schema: the body is the raw multipart bytes, checked by lib/multipart and lib/images.
      schema: { response: answers(UrlDataSchema) },
    },
    async (request) => {
      const { data, type } = uploadedImage(request);
      const url = await app.avatars.replace(userId(request), data, type);
      return ok({ url }, UPLOAD_MESSAGES.uploaded);
    },
  );
};

/**
 * The image of a multipart upload (field `file`), judged by its bytes only: a well-formed PNG or GIF, at most 2 MiB
 * and 4096×4096; anything else is a 4xx with its Chinese message. Answers a copy of the bytes (the part is a view into
 * the whole request body). Used by the avatar and by the back office's artwork upload.
 */
export function uploadedImage(request: FastifyRequest): { data: Buffer; type: ImageInfo['type'] } {
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!Buffer.isBuffer(request.body)) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
  if (!boundary) throw new HttpError(400, UPLOAD_MESSAGES.malformed);
  let parts;
  try {
    parts = parseMultipart(request.body, boundary);
  } catch (err) {
    if (err instanceof MultipartError) throw new HttpError(400, UPLOAD_MESSAGES.malformed);
    throw err;
  }
  const file = parts.find((p) => p.name === 'file' && p.filename !== undefined);
  if (!file || file.data.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.noFile);
  if (file.data.length > MAX_AVATAR_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  const image = readImage(file.data);
  if (!image) throw new HttpError(415, UPLOAD_MESSAGES.notImage);
  if (image.width > MAX_AVATAR_SIDE || image.height > MAX_AVATAR_SIDE)
    throw new HttpError(400, UPLOAD_MESSAGES.tooWide);
  return { data: Buffer.from(file.data), type: image.type };
}

/** Options of a route that takes one image upload (the body limit and the 413 for a body over it). */
export const imageUploadRoute = {
  bodyLimit: MAX_AVATAR_BYTES + MULTIPART_OVERHEAD,
  errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    // a body over the limit is refused before it is read: it can only be a file that is too large
    const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
    return handleError(tooLarge ? new HttpError(413, UPLOAD_MESSAGES.tooLarge) : error, request, reply);
  },
};

export default avatarUploadRoutes;

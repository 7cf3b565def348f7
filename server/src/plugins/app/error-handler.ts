import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '#app/lib/envelope';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import { globalPlugin } from '#app/lib/plugin';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Turns the first schema failure into a Chinese message naming the field. */
export function validationMessage(errors: AjvError[]): string {
  const e = errors[0];
  if (!e) return MESSAGES.badRequest;
  const path = e.instancePath.split('/').filter(Boolean).join('.');
  if (e.keyword === 'required') {
    const field = [path, String(e.params.missingProperty ?? '')].filter(Boolean).join('.');
    return `参数错误：${field} 不能为空`;
  }
  if (!path) return MESSAGES.malformedJson; // the body itself is not an object
  switch (e.keyword) {
    case 'maxLength':
    case 'maxItems':
      return `参数错误：${path} 长度超出限制`;
    case 'minLength':
      return e.params.limit === 1 ? `参数错误：${path} 不能为空` : `参数错误：${path} 长度不足`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `参数错误：${path} 超出范围`;
    case 'enum':
    case 'const':
      return `参数错误：${path} 取值无效`;
    default:
      return `参数错误：${path} 格式不正确`;
  }
}

function send(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send(fail(status, message));
}

/** The one error handler: expected failures become the envelope; 5xx details never leave the server. */
export function handleError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return send(reply, error.code, error.message);
  const fe = error as FastifyError;
  if (fe.validation) return send(reply, 400, validationMessage(fe.validation as unknown as AjvError[]));
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_BAD_URL':
      return send(reply, 400, MESSAGES.malformedJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 413, MESSAGES.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return send(reply, 415, MESSAGES.unsupportedMediaType);
  }
  // JSON.parse errors from the default parser, and any other client error fastify classified.
  if (error instanceof SyntaxError) return send(reply, 400, MESSAGES.malformedJson);
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, status === 404 ? 404 : 400, status === 404 ? MESSAGES.notFound : MESSAGES.badRequest);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, status === 503 ? 503 : 500, status === 503 ? MESSAGES.unavailable : MESSAGES.internal);
}

export default globalPlugin(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    return send(reply, 404, isApi ? MESSAGES.notFound : MESSAGES.pageNotFound);
  });
});

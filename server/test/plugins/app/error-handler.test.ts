import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '#app/lib/http-error';
import errorHandler, { validationMessage } from '#app/plugins/app/error-handler';
import requestParsing from '#app/plugins/external/request-parsing';

/** A small app with the real parsing and error plugins and the server's ajv options (app.ts), and routes that fail. */
async function appWithFailures(): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    ajv: {
      customOptions: {
        coerceTypes: false,
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });
  await app.register(requestParsing);
  await app.register(errorHandler);
  app.post('/api/http-error', async () => {
    throw new HttpError(409, '该活动已下架');
  });
  app.post('/api/crash', async () => {
    throw new Error('connection to 10.0.0.5:5432 refused; password=hunter2');
  });
  app.post('/api/unavailable', async () => {
    throw Object.assign(new Error('pool exhausted'), { statusCode: 503 });
  });
  app.post('/api/client-error', async () => {
    throw Object.assign(new Error('teapot detail'), { statusCode: 418 });
  });
  app.post(
    '/api/checked',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 8 },
            age: { type: 'integer', minimum: 1, maximum: 120 },
            kind: { type: 'string', enum: ['a', 'b'] },
            code: { type: 'string', minLength: 4 },
            nested: { type: 'object', properties: { id: { type: 'integer' } } },
          },
        },
      },
    },
    async (request) => ({ code: 200, message: 'success', data: request.body }),
  );
  return app;
}

const post = (app: FastifyInstance, url: string, payload: string, type = 'application/json') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });

describe('the error handler (plugins/app/error-handler)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await appWithFailures();
    await app.ready();
  });
  after(() => app.close());

  /** Every failure is the envelope {code, message, data: null} as JSON, code equal to the HTTP status. */
  function envelopeOf(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const body = res.json() as { code: number; message: string; data: unknown };
    assert.deepEqual(Object.keys(body).sort(), ['code', 'data', 'message']);
    assert.equal(body.code, res.statusCode);
    assert.equal(body.data, null);
    return body;
  }

  test('an HttpError answers its own status and Chinese message', async () => {
    const res = await post(app, '/api/http-error', '{}');
    assert.equal(res.statusCode, 409);
    assert.equal(envelopeOf(res).message, '该活动已下架');
  });

  test('an unexpected error is a 500 whose details never leave the server', async () => {
    const res = await post(app, '/api/crash', '{}');
    assert.equal(res.statusCode, 500);
    assert.equal(envelopeOf(res).message, MESSAGES.internal);
    assert.doesNotMatch(res.body, /10\.0\.0\.5|hunter2|refused|stack/);
  });

  test('a 503 keeps its status with the maintenance message, details hidden', async () => {
    const res = await post(app, '/api/unavailable', '{}');
    assert.equal(res.statusCode, 503);
    assert.equal(envelopeOf(res).message, MESSAGES.unavailable);
    assert.doesNotMatch(res.body, /pool/);
  });

  test('any other client error fastify classified is a 400 with the generic Chinese message', async () => {
    const res = await post(app, '/api/client-error', '{}');
    assert.equal(res.statusCode, 400);
    assert.equal(envelopeOf(res).message, MESSAGES.badRequest);
    assert.doesNotMatch(res.body, /teapot/);
  });

  test('malformed JSON is a 400 请求格式错误, never a 500', async () => {
    for (const payload of ['{"name":', '{name: 1}', '[1,', 'null x', '{"__proto__": {"admin": true}}', '\u0000']) {
      const res = await post(app, '/api/checked', payload);
      assert.equal(res.statusCode, 400, payload);
      assert.equal(envelopeOf(res).message, MESSAGES.malformedJson, payload);
    }
  });

  test('a body that is not an object is refused as malformed', async () => {
    for (const payload of ['[]', '"text"', '42', 'true']) {
      const res = await post(app, '/api/checked', payload);
      assert.equal(res.statusCode, 400, payload);
      assert.equal(envelopeOf(res).message, MESSAGES.malformedJson, payload);
    }
  });

  test('schema failures are 400s with a Chinese message naming the field', async () => {
    const cases: [string, string][] = [
      ['{}', '参数错误：name 不能为空'],
      ['{"name": ""}', '参数错误：name 不能为空'],
      ['{"name": "123456789"}', '参数错误：name 长度超出限制'],
      ['{"name": 5}', '参数错误：name 格式不正确'],
      ['{"name": "x", "age": 0}', '参数错误：age 超出范围'],
      ['{"name": "x", "age": "12"}', '参数错误：age 格式不正确'],
      ['{"name": "x", "kind": "c"}', '参数错误：kind 取值无效'],
      ['{"name": "x", "code": "12"}', '参数错误：code 长度不足'],
      ['{"name": "x", "nested": {"id": "1"}}', '参数错误：nested.id 格式不正确'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(app, '/api/checked', payload);
      assert.equal(res.statusCode, 400, payload);
      assert.equal(envelopeOf(res).message, message, payload);
    }
  });

  test('an empty JSON body reaches the handler as {} (and then meets the schema)', async () => {
    const res = await post(app, '/api/checked', '');
    assert.equal(res.statusCode, 400);
    assert.equal(envelopeOf(res).message, '参数错误：name 不能为空');
  });

  test('a valid body passes', async () => {
    const res = await post(app, '/api/checked', '{"name": "小明", "age": 30}');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, { name: '小明', age: 30 });
  });

  test('an unsupported content type is a 415 in Chinese', async () => {
    const res = await post(app, '/api/checked', '<name>x</name>', 'application/xml');
    assert.equal(res.statusCode, 415);
    assert.equal(envelopeOf(res).message, MESSAGES.unsupportedMediaType);
  });

  test('a text body is not an object: 请求格式错误', async () => {
    const res = await post(app, '/api/checked', 'name=x', 'text/plain');
    assert.equal(res.statusCode, 400);
    assert.equal(envelopeOf(res).message, MESSAGES.malformedJson);
  });

  test('a body over the limit is a 413 in Chinese', async () => {
    const res = await post(app, '/api/checked', JSON.stringify({ name: 'x', pad: 'y'.repeat(4096) }));
    assert.equal(res.statusCode, 413);
    assert.equal(envelopeOf(res).message, MESSAGES.bodyTooLarge);
  });

  test('unknown paths: 接口不存在 under /api, 页面不存在 elsewhere', async () => {
    for (const url of ['/api/nope', '/api', '/api?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.equal(envelopeOf(res).message, MESSAGES.notFound, url);
    }
    const page = await app.inject({ method: 'GET', url: '/nope' });
    assert.equal(page.statusCode, 404);
    assert.equal(envelopeOf(page).message, MESSAGES.pageNotFound);
  });
});

describe('validationMessage', () => {
  test('without errors: the generic 请求错误', () => {
    assert.equal(validationMessage([]), MESSAGES.badRequest);
  });
  test('maxItems and exclusive bounds', () => {
    assert.equal(
      validationMessage([{ instancePath: '/list', keyword: 'maxItems', params: {} }]),
      '参数错误：list 长度超出限制',
    );
    assert.equal(
      validationMessage([{ instancePath: '/n', keyword: 'exclusiveMinimum', params: {} }]),
      '参数错误：n 超出范围',
    );
    assert.equal(
      validationMessage([{ instancePath: '/a/b', keyword: 'required', params: { missingProperty: 'c' } }]),
      '参数错误：a.b.c 不能为空',
    );
  });
});

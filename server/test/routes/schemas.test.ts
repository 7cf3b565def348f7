import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { defaultStaticOptions } from '#app/app';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

/**
 * Every route declares the JSON schemas of what it reads and answers (server/README.md, "a schema on every route"):
 * a body for the methods that carry one, params for a path with parameters, a querystring for GET, a response.
 * The exceptions say why.
 */
const EXCEPTIONS: Record<string, string> = {
  'POST /api/uploadimg body': 'multipart bytes, checked by lib/multipart and lib/images (see upload.ts)',
  'POST /admin/api/uploads/artwork body': 'multipart bytes, the same checks as the avatar (uploadedImage in upload.ts)',
  'ALL /admin/api/*': 'the back office catch-all 404 (routes/admin/index.ts), it reads nothing',
};

describe('route schemas', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  before(async () => {
    t = await createTestApp({ seed: false, static: defaultStaticOptions(), onRoute: (r) => void routes.push(r) });
  });
  after(() => t.close());

  test('every route has its body, params, querystring and response schemas', () => {
    const missing: string[] = [];
    for (const r of routes) {
      const methods = [r.method].flat();
      if (methods.every((m) => m === 'HEAD')) continue; // fastify's automatic HEAD of a GET
      if (methods.length > 3 && EXCEPTIONS[`ALL ${r.url}`]) continue;
      const s = (r.schema ?? {}) as Record<string, unknown>;
      const name = `${methods.join(',')} ${r.url}`;
      const need = (part: string, wanted: boolean) => {
        if (wanted && !s[part] && !EXCEPTIONS[`${name} ${part}`]) missing.push(`${name} ${part}`);
      };
      need(
        'body',
        methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)),
      );
      need('params', r.url.includes(':'));
      need('querystring', methods.includes('GET'));
      need('response', true);
    }
    assert.ok(routes.length > 150, `only ${routes.length} routes seen`);
    assert.deepEqual(missing, []);
  });

  test('every response schema answers its refusals as the envelope (4xx and 5xx, or a 4xx for files)', () => {
    const without = routes
      .filter((r) => r.schema?.response && [r.method].flat().some((m) => m !== 'HEAD'))
      .filter((r) => !('4xx' in (r.schema!.response as object)))
      .map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    // /remotes.json answers a manifest; its only refusal is fastify's own 404 handler
    assert.deepEqual(without, ['GET /remotes.json']);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';

/**
 * Body and querystring handling shared by every route:
 * - an empty POST (no body, `{}`, or an empty body with a JSON content type) reaches the handler as `{}`;
 * - JSON keeps fastify's prototype-poisoning protection;
 * - bodies are never type-coerced (a number sent for a string field is an error), but querystring and
 *   params values, which are always text, are converted to the integer/number/boolean their schema asks for.
 */
export default globalPlugin(async function requestParsing(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(req, body as string, done);
  });

  // a callback hook: no promise per request
  app.addHook('preValidation', (req: FastifyRequest, _reply, done) => {
    if (req.body === undefined || req.body === null) req.body = {};
    const schema = req.routeOptions.schema;
    if (schema?.querystring) coerceText(req.query as Record<string, unknown>, schema.querystring);
    if (schema?.params) coerceText(req.params as Record<string, unknown>, schema.params);
    done();
  });
});

function coerceText(values: Record<string, unknown> | undefined, schema: unknown) {
  const props = (schema as { properties?: Record<string, { type?: string | string[] }> }).properties;
  if (!values || !props) return;
  for (const [key, prop] of Object.entries(props)) {
    const raw = values[key];
    if (typeof raw !== 'string') continue;
    const types = Array.isArray(prop.type) ? prop.type : [prop.type];
    if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw.trim())) {
      values[key] = Number(raw.trim());
    } else if (types.includes('boolean') && (raw === 'true' || raw === 'false')) {
      values[key] = raw === 'true';
    } else if (types.includes('integer') && raw.trim() === '' && !types.includes('string')) {
      delete values[key];
    }
  }
}

import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Every answer whose serialised JSON differed from what its handler returned (test/helpers/serialisation-check.ts). */
export const serialisationProblems: string[] = [];

/**
 * A response schema is also a filter: fast-json-stringify drops every property an object schema does not name and
 * turns a value into the type the schema says (null into '' for a string, text into a number for an integer). This
 * check, installed by createTestApp on every test app (BuildAppOptions.instrument), compares each JSON answer as it
 * leaves with what the handler (or the error handler) handed to `send`, and fails the request with a 500 when they
 * differ, so a typed `data` that loses or changes a field fails the test that called the route, whatever it asserts.
 */
export function checkSerialisation(app: FastifyInstance): void {
  const handed = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    handed.set(request, JSON.stringify(payload));
    done(null, payload);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const before = handed.get(request);
    handed.delete(request);
    if (before === undefined || typeof payload !== 'string') return done(null, payload);
    if (isDeepStrictEqual(JSON.parse(payload), JSON.parse(before))) return done(null, payload);
    const problem = `${request.method} ${request.routeOptions.url}: the response schema changed the answer\n  handler: ${before}\n  sent:    ${payload}`;
    serialisationProblems.push(problem);
    console.error(problem);
    done(new Error(problem));
  });
}

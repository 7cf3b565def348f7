import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { answers } from '#app/routes/schemas';
import { checkSerialisation, serialisationProblems } from './serialisation-check';

test('the serialisation check fails an answer whose response schema dropped or changed a field, and passes the rest', async () => {
  const app = Fastify();
  checkSerialisation(app);
  const typed = answers(Type.Object({ name: Type.String() }));
  app.get('/same', { schema: { response: typed } }, async () => ({ code: 200, message: 'ok', data: { name: 'a' } }));
  app.get('/dropped', { schema: { response: typed } }, async () => ({
    code: 200,
    message: 'ok',
    data: { name: 'a', extra: 1 },
  }));
  app.get('/changed', { schema: { response: answers(Type.Object({ name: Type.String() })) } }, async () => ({
    code: 200,
    message: 'ok',
    data: { name: null },
  }));
  app.get('/open', { schema: { response: answers() } }, async () => ({
    code: 200,
    message: 'ok',
    data: { anything: [1, null] },
  }));
  app.get('/text', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));

  // the list is the process's (test files share a process: scripts/test.mjs): this test's own problems are the ones
  // after `before`, and they leave with it, so contract.test.ts's check still sees only real ones
  const before = serialisationProblems.length;
  try {
    assert.equal((await app.inject('/same')).statusCode, 200);
    assert.equal((await app.inject('/open')).statusCode, 200);
    assert.equal((await app.inject('/text')).statusCode, 200);
    assert.deepEqual(serialisationProblems.slice(before), []);

    const dropped = await app.inject('/dropped');
    assert.equal(dropped.statusCode, 500);
    assert.match(serialisationProblems[before], /GET \/dropped: the response schema changed the answer/);
    const changed = await app.inject('/changed');
    assert.equal(changed.statusCode, 500);
    assert.match(serialisationProblems[before + 1], /GET \/changed/);
    assert.equal(serialisationProblems.length, before + 2);
  } finally {
    serialisationProblems.splice(before);
    await app.close();
  }
});

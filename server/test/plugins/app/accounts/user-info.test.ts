import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { UserInfoSchema as userInfoSchema } from '@h5/shared/contract';
import { userInfo } from '#app/plugins/app/accounts/user-info';
import { createTestApp, json, post, register, type TestApp } from '#test/helpers/test-app';

describe('userInfo and its response schema', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('the schema names every field userInfo answers (a response schema drops the others)', async () => {
    const { token } = await register(t.app);
    const me = json(await post(t.app, '/api/user', {}, token)).data;
    const id = (await t.app.sessions.resolve(token!))!.userId;
    const direct = await userInfo(t.app, id);
    assert.deepEqual(Object.keys(userInfoSchema.properties).sort(), Object.keys(direct).sort());
    assert.deepEqual(Object.keys(me).sort(), Object.keys(direct).sort());
    assert.deepEqual(me, { ...direct, joinday: me.joinday });
  });

  test('/api/refreshusermoney answers the same fields', async () => {
    const { token } = await register(t.app);
    const res = await post(t.app, '/api/refreshusermoney', {}, token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(json(res).data).sort(), Object.keys(userInfoSchema.properties).sort());
  });
});

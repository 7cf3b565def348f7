import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { EnvError, loadEnv, REPO_ROOT } from '#app/config/env';

describe('environment', () => {
  test('defaults: port 8080, all interfaces, <repo>/data, PGlite', () => {
    const env = loadEnv({});
    assert.equal(env.port, 8080);
    assert.equal(env.host, '0.0.0.0');
    assert.equal(env.dataDir, path.join(REPO_ROOT, 'data'));
    assert.equal(env.databaseUrl, undefined);
    assert.equal(env.nodeEnv, 'development');
    assert.deepEqual(env.corsOrigins, []);
    assert.equal(env.fastPasswordHash, false);
  });

  test('every bad variable is named at once', () => {
    try {
      loadEnv({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'staging',
        CORS_ORIGINS: 'not an origin',
        LOG_LEVEL: 'loud',
      });
      assert.fail('should throw');
    } catch (err) {
      assert.ok(err instanceof EnvError);
      const text = err.message;
      for (const name of ['PORT', 'DATABASE_URL', 'NODE_ENV', 'CORS_ORIGINS', 'LOG_LEVEL'])
        assert.match(text, new RegExp(name));
      assert.equal(err.problems.length, 5);
    }
  });

  test('production refuses the test-only switches', () => {
    assert.throws(
      () => loadEnv({ NODE_ENV: 'production', TEST_CAPTCHA_CODE: 'AB12' }),
      /TEST_CAPTCHA_CODE must not be set when NODE_ENV=production/,
    );
    assert.throws(
      () => loadEnv({ NODE_ENV: 'production', INSECURE_FAST_PASSWORD_HASH: '1' }),
      /INSECURE_FAST_PASSWORD_HASH/,
    );
    assert.equal(loadEnv({ NODE_ENV: 'test', TEST_CAPTCHA_CODE: 'AB12' }).testCaptchaCode, 'AB12');
    assert.throws(() => loadEnv({ TEST_CAPTCHA_CODE: 'TOO-LONG' }), /TEST_CAPTCHA_CODE must be 1-4 letters or digits/);
    assert.throws(
      () => loadEnv({ NODE_ENV: 'production', TEST_REWARDS_CLOCK_FILE: '/tmp/clock' }),
      /TEST_REWARDS_CLOCK_FILE must not be set when NODE_ENV=production/,
    );
    assert.throws(
      () => loadEnv({ TEST_REWARDS_CLOCK_FILE: 'clock.txt' }),
      /TEST_REWARDS_CLOCK_FILE must be an absolute path/,
    );
    assert.equal(
      loadEnv({ NODE_ENV: 'test', TEST_REWARDS_CLOCK_FILE: '/tmp/clock' }).testRewardsClockFile,
      '/tmp/clock',
    );
    assert.equal(loadEnv({}).testRewardsClockFile, undefined);
  });

  test('CORS origins are a comma-separated list', () => {
    assert.deepEqual(loadEnv({ CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).corsOrigins, [
      'https://a.example',
      'http://localhost:3000',
    ]);
  });

  test('PUBLIC_URL: an http(s) origin (launch URLs are built on it); absent means the listening address', () => {
    assert.equal(loadEnv({}).publicUrl, undefined);
    assert.equal(loadEnv({ PUBLIC_URL: 'https://h5.example.com' }).publicUrl, 'https://h5.example.com');
    assert.equal(loadEnv({ PUBLIC_URL: 'https://h5.example.com/' }).publicUrl, 'https://h5.example.com');
    assert.equal(loadEnv({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl, 'http://10.0.0.5:8080');
    for (const bad of [
      'h5.example.com',
      'ftp://h5.example.com',
      'https://h5.example.com/app',
      'https://u:p@h5.example.com',
      'https://h5.example.com/?x=1',
      'javascript:alert(1)',
    ]) {
      assert.throws(() => loadEnv({ PUBLIC_URL: bad }), /PUBLIC_URL must be an origin/, bad);
    }
  });

  test('TRUST_PROXY: true, false, or the proxies themselves (so a client cannot forge X-Forwarded-For)', () => {
    assert.equal(loadEnv({}).trustProxy, false);
    assert.equal(loadEnv({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy, '10.0.0.0/8,127.0.0.1,::1');
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example'])
      assert.throws(() => loadEnv({ TRUST_PROXY: bad }), /TRUST_PROXY must be/, bad);
  });
});

describe('environment of several instances (issue 23)', () => {
  test('METRICS_PORT, METRICS_HOST, JOB_EVERY_MS and ASSET_ORIGINS: defaults and checks', () => {
    const env = loadEnv({});
    assert.equal(env.metricsPort, 9464);
    assert.equal(env.metricsHost, '127.0.0.1');
    assert.deepEqual(env.jobEveryMs, {});
    assert.deepEqual(env.assetOrigins, []);
    assert.equal(loadEnv({ METRICS_PORT: 'off' }).metricsPort, null);
    assert.deepEqual(loadEnv({ JOB_EVERY_MS: 'rebate=5000, vip=60000' }).jobEveryMs, { rebate: 5000, vip: 60000 });
    assert.deepEqual(loadEnv({ ASSET_ORIGINS: 'https://cdn.example.com' }).assetOrigins, ['https://cdn.example.com']);
    try {
      loadEnv({ METRICS_PORT: '8080', JOB_EVERY_MS: 'rebate=fast', ASSET_ORIGINS: 'http://cdn.example.com/x' });
      assert.fail('should throw');
    } catch (err) {
      assert.ok(err instanceof EnvError);
      assert.match(err.message, /METRICS_PORT must differ/);
      assert.match(err.message, /JOB_EVERY_MS: "rebate=fast"/);
      assert.match(err.message, /ASSET_ORIGINS: "http:\/\/cdn.example.com\/x"/);
    }
  });
});

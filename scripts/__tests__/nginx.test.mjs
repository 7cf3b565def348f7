// The nginx configuration of deploy/ and `npm run cluster` (scripts/lib/nginx.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { composeNginx } from '../deploy-nginx.mjs';
import { findNginx } from '../lib/cluster.mjs';
import { nginxConfig } from '../lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('deploy/nginx.conf is what scripts/deploy-nginx.mjs prints (regenerate it after changing the generator)', () => {
  assert.equal(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), composeNginx());
});

test('the configuration: the upstreams, no gzip, room for the chat long poll, the request id passed on', () => {
  const conf = composeNginx();
  assert.match(conf, /upstream h5_site \{[^}]*server app1:8080[^}]*server app2:8080[^}]*server app3:8080/);
  assert.match(conf, /gzip off;/);
  assert.match(conf, /location \/api\/support\/ \{[^}]*proxy_read_timeout 60s;/);
  assert.match(conf, /proxy_set_header X-Request-Id \$request_id;/);
  assert.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  assert.match(conf, /keepalive_timeout 2s;/, 'nginx drops idle upstream connections before the server (5 s) does');
  assert.doesNotMatch(conf, /metrics|9464/, 'the metrics port is never proxied');
});

test(
  'nginx accepts the configuration (nginx -t)',
  { skip: findNginx({ install: false }) ? false : 'nginx not installed' },
  () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'h5-nginx-'));
    try {
      mkdirSync(path.join(dir, 'temp'));
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(
        file,
        nginxConfig({
          site: ['127.0.0.1:3101', '127.0.0.1:3102', '127.0.0.1:3103'],
          console: ['127.0.0.1:3201', '127.0.0.1:3202', '127.0.0.1:3203'],
          listen: '127.0.0.1:3100',
          consoleListen: '127.0.0.1:3200',
          pid: path.join(dir, 'nginx.pid'),
          accessLog: path.join(dir, 'access.log'),
          errorLog: path.join(dir, 'error.log'),
          tempDir: path.join(dir, 'temp'),
        }),
      );
      const res = spawnSync(findNginx({ install: false }), ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
      assert.equal(res.status, 0, res.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

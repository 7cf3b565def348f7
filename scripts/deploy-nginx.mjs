// Prints deploy/nginx.conf (the compose file's nginx) from scripts/lib/nginx.mjs:
//   node scripts/deploy-nginx.mjs > deploy/nginx.conf
// scripts/__tests__/nginx.test.mjs fails when the committed file differs.
import { nginxConfig } from './lib/nginx.mjs';

export const composeNginx = () =>
  nginxConfig({
    site: ['app1:8080', 'app2:8080', 'app3:8080'],
    console: ['app1:8081', 'app2:8081', 'app3:8081'],
    listen: 8080,
    consoleListen: 8081,
    pid: '/tmp/nginx.pid',
    accessLog: '/dev/stdout',
    errorLog: 'stderr',
  });

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(composeNginx());

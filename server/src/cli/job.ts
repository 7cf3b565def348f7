// `npm run job -w server -- <name> [--now=2026-11-21T10:30:00+08:00]`: runs one scheduled job now, against the
// database the server uses (DATABASE_URL, else the PGlite data directory — stop the server first when on PGlite).
// `npm run job -w server -- list` shows them.
import path from 'node:path';
import { loadEnv } from '#app/config/env';
import { openDb } from '#app/db/client';
import { runMigrations } from '#app/db/migrate';
import { allJobs, findJob } from '#app/jobs/index';
import { guardTerminalOutput } from './terminal';

guardTerminalOutput();

const [name, ...rest] = process.argv.slice(2);
if (!name || name === 'list') {
  for (const j of allJobs())
    console.log(
      `${j.name.padEnd(24)} ${j.everyMs ? `every ${Math.round(j.everyMs / 1000)} s` : 'on demand'}  ${j.description}`,
    );
  process.exit(0);
}
const job = findJob(name);
if (!job) {
  console.error(`没有名为 ${name} 的任务（npm run job -w server -- list 查看全部）`);
  process.exit(2);
}
const nowArg = rest.find((a) => a.startsWith('--now='))?.slice(6);
const now = nowArg ? new Date(nowArg) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error('--now 时间格式不正确');
  process.exit(2);
}
const env = loadEnv();
const handle = await openDb({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') });
try {
  await runMigrations(handle);
  const result = await job.run({ db: handle.db, now, log: (msg, detail) => console.log(msg, detail ?? '') });
  console.log(JSON.stringify(result, null, 2));
} finally {
  await handle.close();
}

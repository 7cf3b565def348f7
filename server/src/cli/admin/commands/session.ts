import os from 'node:os';
import path from 'node:path';
import { need } from '../args';
import type { CommandGroup, Context, LocalContext } from '../command';
import { Failure } from '../errors';
import { request, serverUrl } from '../http';
import { promptLine, readPassword } from '../passwords';
import { readSession, removeSession, writeSession } from '../session';

async function login({ args, opts }: LocalContext) {
  need(args, 1, 'login <用户名> [--password-stdin]');
  const username = args[0];
  const server = serverUrl(opts, null);
  const password = await readPassword(opts, `${username} 的密码: `);
  const body = await request(server, 'POST', '/admin/api/login', { body: { username, password } });
  if (body.code !== 200) throw new Failure(body.message);
  const data = body.data as {
    token: string;
    role: string;
    username: string;
    expires_at: string;
    second_factor?: 'none' | 'totp' | 'enrol';
  };
  if (data.second_factor === 'enrol')
    throw new Failure(
      '该管理员须先绑定两步验证：请在后台控制台（ADMIN_PORT，默认 8081）登录并扫码绑定后再用命令行登录',
    );
  if (data.second_factor === 'totp') {
    // a 6-digit code from the authenticator app, or a recovery code: --totp, else ADMIN_TOTP_CODE, else typed
    const code = (opts.totp ?? process.env.ADMIN_TOTP_CODE ?? (await promptLine('动态验证码（或恢复码）: '))).trim();
    const second = await request(server, 'POST', '/admin/api/login/totp', {
      token: data.token,
      body: /^\d{6}$/.test(code) ? { code } : { recovery_code: code },
    });
    if (second.code !== 200) throw new Failure(second.message);
  }
  writeSession({
    server,
    token: data.token,
    username: data.username,
    role: data.role,
    saved_at: new Date().toISOString(),
  });
  if (opts.json)
    console.log(
      JSON.stringify(
        { ...body, data: { username: data.username, role: data.role, expires_at: data.expires_at, server } },
        null,
        2,
      ),
    );
  else
    console.log(`已登录 ${server}：${data.username}（${data.role}），会话有效至 ${data.expires_at}，闲置 30 分钟失效`);
}

async function logout({ opts }: LocalContext) {
  const session = readSession();
  if (session) {
    try {
      await request(serverUrl(opts, session), 'POST', '/admin/api/logout', { token: session.token, body: {} });
    } catch {
      /* the local session is removed whatever the server says */
    }
    removeSession();
  }
  console.log(opts.json ? JSON.stringify({ code: 200, message: '退出成功', data: null }) : '已退出');
}

/** The first super admin, written directly into the database (the only command that opens it). */
async function bootstrap({ args, opts }: LocalContext) {
  need(args, 1, 'bootstrap <用户名> [--password-stdin]');
  const [
    { loadEnv },
    { openDb },
    { runMigrations },
    { bootstrapAdmin, checkAdminPassword, checkAdminUsername },
    { createPasswordHasher },
    { HttpError },
  ] = await Promise.all([
    import('#app/config/env'),
    import('#app/db/client'),
    import('#app/db/migrate'),
    import('#app/plugins/app/admin/accounts'),
    import('#app/lib/passwords'),
    import('#app/lib/http-error'),
  ]);
  const username = args[0];
  const nameProblem = checkAdminUsername(username);
  if (nameProblem) throw new Failure(nameProblem);
  const password = await readPassword(opts, `超级管理员 ${username} 的密码: `, true);
  const problem = checkAdminPassword(password, username);
  if (problem) throw new Failure(problem);
  const env = loadEnv();
  const handle = await openDb({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') });
  try {
    await runMigrations(handle);
    const id = await bootstrapAdmin(handle.db, createPasswordHasher(env.fastPasswordHash ? 'fast' : 'standard'), {
      username,
      password,
      actor: `cli:${os.userInfo().username}`.slice(0, 64),
    });
    const where = env.databaseUrl ? 'DATABASE_URL' : path.join(env.dataDir, 'pglite');
    if (opts.json)
      console.log(JSON.stringify({ code: 200, message: '操作成功', data: { id, username, role: 'super' } }));
    else
      console.log(`已在 ${where} 创建超级管理员 ${username}（id ${id}）。现在可以: npm run admin -- login ${username}`);
  } catch (err) {
    if (err instanceof HttpError) throw new Failure(err.message);
    throw err;
  } finally {
    await handle.close();
  }
}

export const group: CommandGroup = {
  title: '会话',
  help: [
    'login <用户名> [--password-stdin]        登录（密码: 终端输入 / --password-stdin / 环境变量 ADMIN_PASSWORD）',
    '  [--totp 验证码]                        已绑定两步验证时: 动态验证码或恢复码（或环境变量 ADMIN_TOTP_CODE，否则终端输入）',
    'logout                                   退出并删除本地会话',
    'whoami                                   当前管理员',
    'bootstrap <用户名> [--password-stdin]    直接在数据库创建第一个超级管理员（仅当还没有任何管理员；PGlite 需先停止服务）',
  ],
  commands: {
    login: { local: true, run: login },
    logout: { local: true, run: logout },
    whoami: { bare: true, run: (ctx: Context) => ctx.show('GET', '/admin/api/me') },
    bootstrap: { local: true, run: bootstrap },
  },
};

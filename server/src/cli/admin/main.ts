import { parseCommandLine } from './args';
import type { Command, Context, Handler, LocalContext } from './command';
import { COMMAND_GROUPS } from './commands/index';
import { Failure, UsageError } from './errors';
import { DEFAULT_SERVER, request, serverUrl } from './http';
import { printHuman, printJson } from './output';
import { readSession } from './session';

export function usage(): string {
  const groups = COMMAND_GROUPS.map((g) => [g.title, ...g.help.map((line) => `  ${line}`)].join('\n')).join('\n\n');
  return `用法: npm run admin -- <命令> [参数] [选项]

${groups}

字段=值: 整数、true、false、null 按 JSON 类型发送，其余按文本；字段:=JSON 原样发送（如 sort:=5 title:='"2024"'）；
         字段=@文件 发送文件内容。
选项: --server URL（或环境变量 H5_SERVER，默认登录时的服务器或 ${DEFAULT_SERVER}） --json（输出完整 JSON）
      --page N --per-page N --state N --reason 文本 --help
退出码: 0 成功；1 服务器拒绝或无法连接（中文原因在 stderr）；2 用法错误。`;
}

function findCommand(name: string): Command | undefined {
  for (const g of COMMAND_GROUPS) if (Object.hasOwn(g.commands, name)) return g.commands[name];
  return undefined;
}

/** `npm run admin -- …`: runs one command and answers the exit code (0 done, 1 refused or unreachable, 2 usage, 130 cancelled). */
export async function main(argv: string[]): Promise<number> {
  let json = argv.includes('--json');
  try {
    const { positionals, opts } = parseCommandLine(argv);
    json = !!opts.json;
    const [name, sub, ...rest] = positionals;
    if (!name || name === 'help' || opts.help) {
      console.log(usage());
      return name || opts.help ? 0 : 2;
    }
    const command = findCommand(name);
    if (!command) throw new UsageError(`未知命令 "${name}"，运行 npm run admin -- help 查看全部命令`);
    const local: LocalContext = { opts, json, args: positionals.slice(1) };
    if ('local' in command) return (await command.run(local), 0);

    const session = readSession();
    const server = serverUrl(opts, session);
    const call = async (method: string, urlPath: string, body?: unknown, headers?: Record<string, string>) => {
      if (!session) throw new Failure('尚未登录，请先运行: npm run admin -- login <用户名>');
      const res = await request(server, method, urlPath, { token: session.token, body, headers });
      if (res.code !== 200) {
        if (json) printJson(res);
        throw new Failure(
          res.code === 401 ? `${res.message}（npm run admin -- login ${session.username}）` : res.message,
        );
      }
      return res;
    };
    const ctx: Context = {
      ...local,
      session,
      server,
      call,
      async show(method, urlPath, body, headers) {
        const res = await call(method, urlPath, body, headers);
        if (json) printJson(res);
        else printHuman(res, method !== 'GET');
        return res;
      },
    };
    const run: Handler = typeof command === 'function' ? command : command.run;
    const bare = typeof command !== 'function' && 'bare' in command;
    if (!bare && !sub) throw new UsageError(`缺少子命令，运行 npm run admin -- help 查看 ${name} 的用法`);
    await run(ctx, sub, rest);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message);
      return 2;
    }
    if (err instanceof Failure) {
      if (err.message) console.error(err.message);
      return err.exitCode;
    }
    console.error(`出错了：${(err as Error)?.message ?? err}`);
    return 1;
  }
}

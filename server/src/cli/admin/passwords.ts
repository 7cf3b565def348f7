import type { Options } from './args';
import { Failure, UsageError } from './errors';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A password typed on the terminal without echo. */
function promptHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Failure('已取消', 130));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** A password from --password-stdin, else ADMIN_PASSWORD, else typed on the terminal (twice when `confirm`). */
export async function readPassword(opts: Options, prompt: string, confirm = false): Promise<string> {
  let password: string;
  if (opts['password-stdin']) password = (await readStdin()).replace(/\r?\n$/, '');
  else if (process.env.ADMIN_PASSWORD) password = process.env.ADMIN_PASSWORD;
  else if (process.stdin.isTTY) {
    password = await promptHidden(prompt);
    if (confirm && (await promptHidden('再次输入密码: ')) !== password) throw new Failure('两次输入的密码不一致');
  } else throw new UsageError('没有可输入密码的终端：请使用 --password-stdin 或环境变量 ADMIN_PASSWORD');
  if (!password) throw new UsageError('密码不能为空');
  return password;
}

/** One line typed on the terminal (echoed: a one-time code is not a secret worth hiding), or read from stdin. */
export async function promptLine(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const text = await readStdin();
    return text.split(/\r?\n/)[0] ?? '';
  }
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(prompt);
  } finally {
    rl.close();
  }
}

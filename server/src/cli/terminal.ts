import { rules } from '#app/lib/validators';

/**
 * Defence in depth for the operators' terminal: everything a CLI writes to stdout or stderr passes through
 * `terminalSafe`, so no text read from the database (a player's name, a bank field, a chat message) can send an escape
 * sequence to the terminal (cursor moves that overwrite an amount, a new window title, OSC 52 clipboard writes). The
 * server already refuses such characters (plugins/app/plain-text.ts); this covers rows written before that and
 * anything that gets past it. Line feeds of the output's own layout are kept; every other control character, C1
 * character, bidi control and lone surrogate is shown as a `\u` escape (also a valid escape inside `--json` output).
 */
export const terminalSafe = (text: string): string => text.split('\n').map(rules.escapeUnsafeCharacters).join('\n');

type Write = typeof process.stdout.write;

function guard(stream: NodeJS.WriteStream) {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text =
      typeof chunk === 'string'
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk).toString('utf8')
          : String(chunk);
    return write(terminalSafe(text), ...rest);
  }) as Write;
}

let installed = false;

/** Routes every later write to stdout and stderr through terminalSafe (once per process). */
export function guardTerminalOutput(): void {
  if (installed) return;
  installed = true;
  guard(process.stdout);
  guard(process.stderr);
}

// `npm run admin -- <command> …` (from the repository root; `npm run -s admin -- … --json` for clean machine output):
// the back office from a terminal. An HTTP client of the running server (so it works with PGlite too, because the
// server owns the database), except `bootstrap`, which creates the first admin directly in the database.
// Dependency-free: node:util parseArgs and fetch. `npm run admin -- help` lists the commands.
// The commands live in cli/admin/commands/ (one file per group), the shared pieces beside them in cli/admin/.
import { main } from './admin/main';
import { guardTerminalOutput } from './terminal';

// nothing read from the database can drive the operator's terminal (see terminal.ts)
guardTerminalOutput();

process.exitCode = await main(process.argv.slice(2));

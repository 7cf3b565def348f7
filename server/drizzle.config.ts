import { defineConfig } from 'drizzle-kit';

// Generating migrations needs no database: `npm run db:generate -w server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});

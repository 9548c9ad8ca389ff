import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema; they are applied from code at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});

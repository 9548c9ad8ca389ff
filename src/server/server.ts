/**
 * Production entry: reads the environment, builds the app, seeds demo data on first start
 * (SEED_DEMO_DATA, default true), listens, and shuts down gracefully on SIGINT/SIGTERM.
 */
import { buildApp } from './app.ts';
import { buildConfig } from './config.ts';
import { readEnv } from './env.ts';
import { seedDemoData } from './db/seed/index.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

const env = readEnv();
const config = buildConfig(env);
const app = await buildApp(config).catch((error: unknown) => {
  // Another process runs on this DATA_DIR: say who, in one line, instead of a stack trace.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});

if (config.seedDemoData) {
  const result = await seedDemoData(app);
  app.log.info(result.seeded ? 'demo data seeded' : 'demo data already present');
  console.log(
    `\n  Demo admin: ${result.admin.email} / ${result.admin.password}` +
      `\n  Demo guest: ${result.guest.email} / ${result.guest.password}\n`,
  );
}

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
console.log(`  Hotel Booking is running at ${config.publicUrl}\n`);

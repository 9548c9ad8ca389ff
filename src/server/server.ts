/**
 * Production entry: reads the environment, builds the app, seeds demo data on first start
 * (SEED_DEMO_DATA, default true), listens, and shuts down gracefully on SIGINT/SIGTERM.
 */
import { buildApp } from './app.ts';
import { buildConfig } from './config.ts';
import { readEnv } from './env.ts';
import { drainAndClose } from './plugins/health.ts';
import { seedDemoData } from './db/seed/index.ts';
import { assertNoPlaceholders, assertSafeConfig, assertSafeData, assertUsableDataDir, describeStartupError } from './startup-checks.ts';
import { DEMO_ADMIN, DEMO_GUEST, hasDemoPassword } from './db/seed/users.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

let env: ReturnType<typeof readEnv>;
let app: Awaited<ReturnType<typeof buildApp>>;
let config: ReturnType<typeof buildConfig>;
try {
  env = readEnv();
  assertNoPlaceholders(env);
  // Before buildConfig, which may write the generated secrets into it.
  assertUsableDataDir(env.DATA_DIR);
  config = buildConfig(env);
  assertSafeConfig(config);
  app = await buildApp(config);
  await assertSafeData(app);
} catch (error) {
  // One clear line naming the cause (issue #9), not a stack trace; a locked DATA_DIR says who holds it.
  console.error(error instanceof DataDirLockedError ? error.message : describeStartupError(error));
  process.exit(1);
}

if (config.seedDemoData) {
  const result = await seedDemoData(app);
  app.log.info(result.seeded ? 'demo data seeded' : 'demo data already present');
  // Only logins that work: just seeded, or still on their demo passwords (issue #14).
  const lines: string[] = [];
  for (const [label, person] of [
    ['Demo admin', DEMO_ADMIN],
    ['Demo guest', DEMO_GUEST],
  ] as const) {
    if (result.seeded || (await hasDemoPassword(app, person))) lines.push(`  ${label}: ${person.email} / ${person.password}`);
  }
  if (lines.length) console.log(`\n${lines.join('\n')}\n`);
}

const shutdown = async (signal: string) => {
  app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
  // /readyz says 'stopping' during the drain, so a proxy stops sending before we close.
  await drainAndClose(app, env.SHUTDOWN_DRAIN_MS);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  console.error(describeStartupError(error));
  await app.close().catch(() => undefined);
  process.exit(1);
}
console.log(`  Hotel Booking is running at ${config.publicUrl}\n`);

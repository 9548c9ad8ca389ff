/**
 * Builds a real app for API tests: a fresh database per call (PGlite in memory, or a scratch
 * database on the server named by DATABASE_URL), copied from the run's migrated template
 * (test-database.ts), listening on a free 127.0.0.1 port so the
 * built-in gateway sandbox and callbacks run over real HTTP.
 */
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '#server/app.ts';
import { buildConfig, type AppConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, testTemplates, type TemplateName } from './test-database.ts';

export interface TestApp {
  app: App;
  /** Where the app listens (or will, with `listen: false`). */
  baseUrl: string;
  config: AppConfig;
  /** Starts listening at `baseUrl`; called already unless the app was built with `listen: false`. */
  listen: () => Promise<void>;
  close: () => Promise<void>;
}

/** How a test app starts, beyond its config. */
interface StartOptions {
  /** false: built but not started, so a test can add routes or see it before it listens (default true). */
  listen?: boolean;
  /** Takes the app's JSON log lines (at `config.logLevel`); without it the app logs nothing. */
  logStream?: NodeJS.WritableStream;
}

/** A free TCP port on 127.0.0.1 (closed again before use). */
export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export { createScratchDatabase } from './test-database.ts';

const STATE_CHANGING = /^(POST|PUT|PATCH|DELETE)$/i;

/**
 * Browsers send Origin with every POST/PUT/PATCH/DELETE, and the server refuses cross-origin
 * ones (plugins/security.ts). `app.inject` calls stand in for the SPA, so they get our own
 * origin unless the test set Origin or Referer itself. Real HTTP requests (fetch) are left
 * as they are: tests/api/security.test.ts uses them for header-less and foreign requests.
 */
function injectAsSameOrigin(app: App, origin: string): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const withOrigin = (options: unknown) => {
    if (!options || typeof options !== 'object') return options;
    const { method, headers = {} } = options as { method?: string; headers?: Record<string, unknown> };
    if (!STATE_CHANGING.test(method ?? 'GET')) return options;
    const hasOwnOrigin = Object.keys(headers).some((name) => /^(origin|referer)$/i.test(name));
    return hasOwnOrigin ? options : { ...options, headers: { ...headers, origin } };
  };
  (app as { inject: unknown }).inject = (...args: unknown[]) => (args.length ? inject(withOrigin(args[0]), ...args.slice(1)) : inject());
}

/** Builds and starts an app on a copy of the migrated template; `overrides` patch the config (e.g. holdMinutes). */
export async function buildTestApp(overrides: Partial<AppConfig> = {}, options: StartOptions = {}): Promise<TestApp> {
  return startTestApp('bare', overrides, options);
}

/**
 * The one setup of an API test file without the standard users: builds the app (config
 * `overrides`, start `options`) before the file's tests, hands it to `onReady`, and closes it after them.
 */
export function useTestApp(onReady: (t: TestApp) => void, overrides: Partial<AppConfig> = {}, options: StartOptions = {}): void {
  let building: Promise<TestApp> | undefined;
  beforeAll(async () => {
    building = buildTestApp(overrides, options);
    onReady(await building);
  });
  afterAll(async () => {
    // Awaits a build that outlived a timed-out beforeAll too, so its database and folders go.
    await (await building?.catch(() => undefined))?.close();
  });
}

/**
 * Builds and starts an app on a fresh copy of `template` (test-database.ts). `close()` closes
 * the app with its database connections, drops a server-side scratch database and removes the
 * app's temporary folders (uploads go with the app; the e-mail outbox is removed here).
 */
export async function startTestApp(
  template: TemplateName,
  overrides: Partial<AppConfig> = {},
  options: StartOptions = {},
): Promise<TestApp> {
  const port = await getFreePort();
  const templates = testTemplates();
  const env = readEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    // No periodic timer in tests: they call the job functions (plugins/jobs.ts) directly.
    JOBS_ENABLED: 'false',
    // The pre-seeded users' sessions were signed with the run's secret.
    ...(templates ? { BETTER_AUTH_SECRET: templates.authSecret } : {}),
  });
  // A test that names its own database (a restored backup) or an embedded one on disk gets
  // exactly that, opened and migrated by buildApp as in production.
  const isOwnDatabase = overrides.databaseUrl !== undefined || (!process.env.DATABASE_URL && isOnDisk(overrides.dataDir));
  const database = isOwnDatabase ? null : await openTestDatabase(template);
  const base = buildConfig(env);
  // The built-in gateway answers from this process, so a test's own load (200 concurrent holds
  // on PGlite) delays it: CI saw a session take over 15 s and a winning hold answer 502.
  const gateway = { ...base.gateway, timeoutMs: 120_000 };
  const config: AppConfig = { ...base, gateway, databaseUrl: database?.url, serveWeb: false, seedDemoData: false, ...overrides };
  let app: App;
  try {
    app = await buildApp(config, { dbHandle: database?.handle, logger: false, logStream: options.logStream });
  } catch (error) {
    await database?.handle.close();
    await database?.drop();
    throw error;
  }
  injectAsSameOrigin(app, config.publicUrl);
  const inFlight = trackInFlightRequests(app);
  const listen = async () => {
    await app.listen({ port, host: '127.0.0.1' });
  };
  if (options.listen !== false) await listen();
  return {
    app,
    baseUrl: config.publicUrl,
    config,
    listen,
    close: async () => {
      // CI once saw this close outlive the 60 s hook limit with every test passed: say which step waits, on what.
      let step = 'app.close()';
      const watchdog = setInterval(() => reportSlowClose(app, step, inFlight), SLOW_CLOSE_MS).unref();
      try {
        await app.close();
        step = 'dropping the scratch database';
        await database?.drop();
      } finally {
        clearInterval(watchdog);
      }
      removeScratchFolder(config.identity.mail.outboxDir);
    },
  };
}

const SLOW_CLOSE_MS = 15_000;

/** The HTTP requests (not inject calls) `app` is answering now, as "METHOD /url", for reportSlowClose. */
function trackInFlightRequests(app: App): Set<{ method?: string; url?: string }> {
  const inFlight = new Set<{ method?: string; url?: string }>();
  app.server.on('request', (request, response) => {
    inFlight.add(request);
    response.once('close', () => inFlight.delete(request));
  });
  return inFlight;
}

/** Prints what a slow close() is waiting on: its step, the app's open HTTP connections and requests, and the process's live resources. */
function reportSlowClose(app: App, step: string, inFlight: Set<{ method?: string; url?: string }>): void {
  app.server.getConnections((_error, connections) => {
    const resources = Object.entries(
      process
        .getActiveResourcesInfo()
        .reduce<Record<string, number>>((counts, type) => ({ ...counts, [type]: (counts[type] ?? 0) + 1 }), {}),
    );
    console.warn(
      `test app ${app.config.publicUrl}: close() still at "${step}" after another ${SLOW_CLOSE_MS / 1000} s;` +
        ` open HTTP connections: ${connections}; requests in flight: ${[...inFlight].map((r) => `${r.method} ${r.url}`).join(', ') || 'none'}; live resources: ${resources.map(([type, n]) => `${type}×${n}`).join(', ')}`,
    );
  });
}

/** Whether `dataDir` is a folder on disk (not unset, not `memory://`). */
function isOnDisk(dataDir: string | undefined): boolean {
  return dataDir !== undefined && !dataDir.startsWith('memory://');
}

/** Removes a folder the app made under the temporary directory (never anything elsewhere). */
function removeScratchFolder(folder: string): void {
  const relative = path.relative(os.tmpdir(), folder);
  if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) rmSync(folder, { recursive: true, force: true });
}

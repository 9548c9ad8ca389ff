/**
 * Builds a real app for API tests: a fresh database per call (PGlite in memory, or a scratch
 * database on the server named by DATABASE_URL), listening on a free 127.0.0.1 port so the
 * built-in gateway sandbox and callbacks run over real HTTP.
 */
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '#server/app.ts';
import { buildConfig, type AppConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';

export interface TestApp {
  app: App;
  baseUrl: string;
  config: AppConfig;
  close: () => Promise<void>;
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

/** Creates a scratch database on the DATABASE_URL server; returns its URL and a drop function. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

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

/** Builds and starts an app; `overrides` patch the config (e.g. holdMinutes). */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const port = await getFreePort();
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const env = readEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    // No periodic timer in tests: they call the job functions (plugins/jobs.ts) directly.
    JOBS_ENABLED: 'false',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const config: AppConfig = { ...buildConfig(env), serveWeb: false, seedDemoData: false, ...overrides };
  const app = await buildApp(config, { logger: false });
  injectAsSameOrigin(app, config.publicUrl);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl: config.publicUrl,
    config,
    close: async () => {
      await app.close();
      await scratch?.drop();
    },
  };
}

/**
 * Browser journeys (docs/architecture.md#tests) in Debian's chromium against the built app, started on its own
 * port with a fresh data directory (or the DATABASE_URL scratch database in CI).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { JOURNEY_CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from '#tests/helpers/chromium.ts';

/**
 * The journeys run what ships (issue 25, decision 022): the built server, dist/server, with the
 * render entry (dist/ssr) and the SPA (WEB_DIST). The runner builds whichever is older than its
 * sources, once, before both apps start (they would race building the same folders); workers
 * inherit the variable and skip it. Only the runner (`playwright test`): knip also loads this file,
 * during `npm run lint`, which npm test runs beside `npm run build` (a second build of the same
 * folders at the same time).
 */
const isPlaywrightRunner = process.argv.some((arg) => /playwright/.test(arg)) && process.argv.includes('test');
if (isPlaywrightRunner && !process.env.E2E_BUILD_CHECKED) {
  execFileSync(process.execPath, ['scripts/build-if-changed.js'], { stdio: 'inherit' });
  process.env.E2E_BUILD_CHECKED = '1';
}
// As npm start runs it (package.json): young generation capped (docs/performance.md#idle-memory),
// the embedded database's WebAssembly on V8's baseline compiler (docs/performance.md#seed-memory).
const SERVER_COMMAND = 'node --max-semi-space-size=8 --liftoff-only dist/server/server.js';

const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_SCRATCH_DATA_DIR ?? makeScratchDataDir();

/**
 * The run's data directory (embedded database, uploads, outbox), removed when the runner exits,
 * after its webServer has stopped. Playwright evaluates this file again in every worker; they
 * inherit the variable, so only the runner makes (and removes) a folder.
 */
function makeScratchDataDir(variable = 'E2E_SCRATCH_DATA_DIR'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hotel-e2e-'));
  process.env[variable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
/**
 * A second app with HOTEL_SAME_DAY_TURNOVER=true (issue #12) for same-day-turnover.spec.ts,
 * always on the embedded database in its own data directory: the setting changes the
 * no-double-booking constraint, so it must not share the first app's database.
 */
const turnoverPort = Number(process.env.E2E_TURNOVER_PORT ?? port + 2);
const turnoverDataDir = process.env.E2E_TURNOVER_DATA_DIR ?? makeScratchDataDir('E2E_TURNOVER_DATA_DIR');
process.env.E2E_TURNOVER_BASE_URL = `http://127.0.0.1:${turnoverPort}`;
// The test OpenID Connect provider standing in for Google (tests/e2e/oidc-global-setup.ts).
const oidcIssuer = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? port + 100)}`;
const oidcClient = { id: 'hotel-booking-e2e', secret: 'hotel-booking-e2e-secret' };
// For the global setup (the OIDC provider) and the specs (the app's outbox is in E2E_DATA_DIR).
Object.assign(process.env, {
  E2E_OIDC_ISSUER: oidcIssuer,
  E2E_PUBLIC_URL: baseURL,
  E2E_OIDC_CLIENT_ID: oidcClient.id,
  E2E_OIDC_CLIENT_SECRET: oidcClient.secret,
  E2E_DATA_DIR: dataDir,
});

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/oidc-global-setup.ts',
  // Per port, so parallel local runs (E2E_PORT=...) do not clean each other's artifacts.
  outputDir: process.env.E2E_PORT ? `test-results/artifacts-${port}` : 'test-results/artifacts',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A stray `.only` must fail CI rather than quietly run one test (issue #9).
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // No trace: recording one (DOM snapshots and a screencast of every step) cost a journey run
    // 190 of its 667 CPU s on 2 cores, to keep files nobody reads from a CI log (decision 019).
    // To debug a failure locally: npx playwright test <file> --trace on.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A click on an element that never comes fails at that step, not at the test's two minutes
    // (fresh-clone CI, 2026-11-26: an Edit link looked for on the wrong page of All Rooms read
    // as a bare "Test timeout exceeded").
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: JOURNEY_CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      command: SERVER_COMMAND,
      url: `${baseURL}/api/all-rooms`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...serverEnv(port, dataDir),
        // Months of history for the admin screens' journey (hotel-manager.spec.ts, issue #13).
        SEED_PAST_BOOKINGS: '500',
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: oidcClient.id,
        OIDC_CLIENT_SECRET: oidcClient.secret,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
    {
      command: SERVER_COMMAND,
      url: `http://127.0.0.1:${turnoverPort}/api/all-rooms`,
      timeout: 180_000,
      reuseExistingServer: false,
      // The embedded database even when the run's journeys use PostgreSQL (see turnoverDataDir).
      env: { ...serverEnv(turnoverPort, turnoverDataDir), DATABASE_URL: '', HOTEL_SAME_DAY_TURNOVER: 'true' },
    },
  ],
});

/** What both apps are started with: their port, data directory and the demo data. */
function serverEnv(appPort: number, appDataDir: string): Record<string, string> {
  return {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    DATA_DIR: appDataDir,
    SEED_DEMO_DATA: 'true',
    // Every journey run seeds fresh databases: the pictures are drawn once, then read back.
    SEED_PICTURE_CACHE_DIR: path.resolve('node_modules/.cache/hotel-booking/seed-pictures'),
    LOG_LEVEL: 'warn',
    // Every journey's guests sign up from 127.0.0.1: the production cap (10 an hour) is one run's dozen.
    SIGNUPS_PER_IP_PER_HOUR: '200',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  };
}

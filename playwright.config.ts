/**
 * Browser journeys (DESIGN §7) in Debian's chromium against the built app, started on its own
 * port with a fresh data directory (or the DATABASE_URL scratch database in CI).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_SCRATCH_DATA_DIR ?? makeScratchDataDir();

/**
 * The run's data directory (embedded database, uploads, outbox), removed when the runner exits,
 * after its webServer has stopped. Playwright evaluates this file again in every worker; they
 * inherit the variable, so only the runner makes (and removes) a folder.
 */
function makeScratchDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hotel-e2e-'));
  process.env.E2E_SCRATCH_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
// The test OpenID Connect provider standing in for Google (tests/e2e/oidc-global-setup.ts).
const oidcIssuer = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? port + 100)}`;

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx src/server/server.ts',
    url: `${baseURL}/api/all-rooms`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID: 'hotel-booking-e2e',
      OIDC_CLIENT_SECRET: 'hotel-booking-e2e-secret',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});

/**
 * CI rules of issue #9: a stray `.only` fails CI (vitest `allowOnly: false`, Playwright
 * `forbidOnly`), and the tests that prove "nothing happened" wait for a real signal instead
 * of sleeping a fixed time.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const savedCi = process.env.CI;
/** Imports a config file afresh, so it reads the CI variable as set now. */
const importFresh = (file: string) =>
  import(/* @vite-ignore */ `${pathToFileURL(path.resolve(file)).href}?t=${Date.now()}`) as Promise<{ default: unknown }>;
afterEach(() => {
  if (savedCi === undefined) delete process.env.CI;
  else process.env.CI = savedCi;
  vi.resetModules();
});

describe('a stray .only', () => {
  it('is refused by vitest and Playwright whenever CI is set', async () => {
    process.env.CI = 'true';
    vi.resetModules();
    const vitestConfig = (await importFresh('vitest.config.ts')).default as { test?: { allowOnly?: boolean } };
    expect(vitestConfig.test?.allowOnly).toBe(false);
    const playwrightConfig = (await importFresh('playwright.config.ts')).default as {
      forbidOnly?: boolean;
      webServer?: Array<{ env?: Record<string, string> }>;
    };
    // Loading the config made each app server's scratch data directory.
    for (const server of playwrightConfig.webServer ?? []) rmSync(server.env!.DATA_DIR, { recursive: true, force: true });
    expect(playwrightConfig.webServer?.length).toBe(2);
    expect(playwrightConfig.forbidOnly).toBe(true);
  });
});

describe('tests that prove nothing happened', () => {
  it.each([
    'tests/api/archive-race.test.ts',
    'tests/api/jobs.test.ts',
    'tests/api/password-reset.test.ts',
    'src/server/plugins/mailer.test.ts',
  ])('%s waits for a signal, not a fixed sleep', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/setTimeout\(\s*resolve\s*,\s*\d+\s*\)/);
  });
});

import { defineConfig } from 'vitest/config';

/** Unit tests beside the code and API tests; e2e runs separately with Playwright. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // Migrates once per run; each API test app copies the template (tests/helpers/test-database.ts).
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A stray `.only` must fail CI rather than quietly run one test (issue #9).
    allowOnly: !process.env.CI,
  },
});

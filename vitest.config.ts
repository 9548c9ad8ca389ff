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
    // Files in one worker share the module cache: importing the app (Fastify, better-auth, Drizzle,
    // sharp, react-email…) once per worker instead of once per file took the API suite from about
    // 400 s to 160 s on PGlite and 270 s to 93 s on PostgreSQL (2 cores). Safe because every test
    // file builds its own app and database (tests/helpers/test-database.ts), restores its own spies
    // and mutates no process-wide state; a file that must not share a module cache would say so.
    isolate: false,
    maxWorkers: 2,
    // A stray `.only` must fail CI rather than quietly run one test (issue #9).
    allowOnly: !process.env.CI,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Unit tests beside the code, API tests, and component tests of the browser's React
 * (docs/architecture.md#component-tests); e2e runs separately with Playwright. Two projects, one
 * run: `npx vitest run` (so `npm run test:unit` and scripts/test-all.mjs) runs both; the options
 * here are shared (`extends: true`).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // A stray `.only` must fail CI rather than quietly run one test (issue #9).
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // Migrates once per run; each API test app copies the template (tests/helpers/test-database.ts).
          globalSetup: ['tests/setup/global-setup.ts'],
          // Files in one worker share the module cache: importing the app (Fastify, better-auth, Drizzle,
          // sharp, react-email…) once per worker instead of once per file took the API suite from about
          // 400 s to 160 s on PGlite and 270 s to 93 s on PostgreSQL (2 cores). Safe because every test
          // file builds its own app and database (tests/helpers/test-database.ts), restores its own spies
          // and mutates no process-wide state; a file that must not share a module cache would say so.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          // Issue 25: the browser's components, rendered by React 19 (what users get) into
          // happy-dom and driven through Testing Library. No database, so no global setup.
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/component-setup.ts'],
          // A fresh module cache and window per file (the default): React DOM, React Router and
          // react-hot-toast keep module-level state, and one file's toasts, timers or listeners
          // must not reach the next file's document. A few files, so the cost is small.
          isolate: true,
        },
      },
    ],
  },
});

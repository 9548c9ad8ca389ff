/**
 * The server's build (issue 25, decision 022): src/server/server.ts and the CLIs (make-admin,
 * backup, restore) bundled by Vite's SSR build (rolldown) into dist/server as ES modules that
 * Node runs as they are, `node dist/server/server.js`. Every package in node_modules stays an
 * `import` (external), so what the bundle holds is our own code: `#server/*` and `#shared/*`
 * are resolved at build time, the e-mail templates' JSX compiled, and the lazily imported
 * modules (invoices' PDF, the e-mail templates, S3 storage) stay separate chunks loaded on
 * first use. Every file lands flat in dist/server, so `import.meta.url`-relative paths see the
 * same folder from any chunk: the migrations are copied to dist/server/migrations, where
 * db/client.ts looks beside itself. The web's render entry is built separately (dist/ssr,
 * scripts/build-if-changed.js) and loaded by path, as the server never imports web code.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'dist/server';

/** Copies the SQL migrations and drizzle's journal beside the bundle (db/client.ts reads them from there). */
function copyMigrations(): Plugin {
  return {
    name: 'hotel-copy-migrations',
    apply: 'build',
    closeBundle() {
      cpSync(path.resolve(import.meta.dirname, 'src/server/db/migrations'), path.resolve(import.meta.dirname, OUT_DIR, 'migrations'), {
        recursive: true,
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // The server has no public folder and no index.html; only the SSR build runs.
  publicDir: false,
  plugins: [copyMigrations()],
  ssr: {
    // Every dependency is loaded from node_modules at run time, as under tsx.
    external: true,
    target: 'node',
  },
  build: {
    ssr: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20.19',
    // Readable stack traces in the logs: names and lines stay as written.
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        server: 'src/server/server.ts',
        'make-admin': 'src/server/cli/make-admin.ts',
        backup: 'src/server/cli/backup.ts',
        restore: 'src/server/cli/restore.ts',
        // Run by the build after bundling: writes dist/server/empty-database.tar.gz (issue 31).
        'make-empty-database': 'src/server/cli/make-empty-database.ts',
      },
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});

/**
 * Vite config for the SPA (docs/architecture.md#shape): root is the repository root (index.html there),
 * the build goes to dist/web (served by Fastify in production), and in development the
 * API, uploads and the sandbox gateway are proxied to the Fastify server on :3000.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every built text file larger than 1 KB,
 * once, at build time; the server sends them as they are (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hotel-precompress',
    // Not the render entry's SSR build (dist/ssr): Node reads that, nobody downloads it.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length <= 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    // WEB_DIST lets parallel builds (and the server that serves them) use separate folders.
    outDir: process.env.WEB_DIST ?? 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle-size.ts and the size-budget test read the chunk graph from here.
    manifest: true,
    rolldownOptions: {
      output: {
        // The renderer (React DOM) and the router change rarely: one long-cached chunk.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Only the login and sign-up forms need these.
            { name: 'forms-vendor', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            // Small modules `/` and `/rooms` share with many pages: one chunk, not seven of 0.1–0.4 KB
            // each with its own gzip and request overhead (issue 25).
            {
              name: 'first-page-shared',
              test: /src[\\/](shared[\\/]domain[\\/](hotel-time|rating)|web[\\/](lib[\\/](format|day-input|hotel-settings)|components[\\/]ui[\\/](page-title|empty-state)))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  // The render entry's SSR build (dist/ssr, decision 022): react-icons bundled and tree-shaken
  // to the icons used, not its packs loaded whole (hi2, md, fa: 0.6-2 MB of source each, held
  // by the server's heap; issue 25, docs/performance.md#idle-memory). The browser build always
  // bundles; other packages stay imports from node_modules.
  ssr: { noExternal: ['react-icons'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/sandbox-gateway': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/sandbox-gateway': { target: apiTarget, changeOrigin: false },
    },
  },
});

/**
 * `npm start`'s build step (issues 11 and 25): builds each of the three outputs only when its
 * inputs changed since its last build (`--force`, as `npm run build` runs it: all three;
 * `--server`, as the CLIs' npm scripts run it: the server only):
 * - the SPA into WEB_DIST (default dist/web): web and shared sources, index.html, public/;
 * - the web's render entry (Vite's SSR build of src/web/entry-server.tsx) into dist/ssr;
 * - the server and its CLIs (vite.server.config.ts) into dist/server: server and shared sources;
 *   then the migrated empty embedded database beside it (dist/server/empty-database.tar.gz,
 *   issue 31: a fresh DATA_DIR is loaded from it instead of running PGlite's initdb at start).
 * The inputs' SHA-256 (with the configs, the lock file and package.json's imports) is kept in
 * each output's .build-hash. Plain JavaScript, so deciding costs no TypeScript loader (a few tens of ms).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const isForced = process.argv.includes('--force');
const isServerOnly = process.argv.includes('--server');
const COMMON = ['package.json', 'package-lock.json', 'tsconfig.json', 'src/shared'];

/** What is built where, from which inputs, and how (Vite's arguments). */
const TARGETS = [
  {
    name: 'SPA',
    outDir: path.resolve(root, process.env.WEB_DIST ?? 'dist/web'),
    marker: 'index.html',
    inputs: [...COMMON, 'index.html', 'vite.config.ts', 'src/web', 'public'],
    args: ['build'],
  },
  {
    name: 'render entry',
    outDir: path.join(root, 'dist/ssr'),
    marker: 'entry-server.js',
    inputs: [...COMMON, 'vite.config.ts', 'src/web'],
    args: ['build', '--ssr', 'src/web/entry-server.tsx', '--outDir', 'dist/ssr'],
  },
  {
    name: 'server',
    outDir: path.join(root, 'dist/server'),
    marker: 'server.js',
    inputs: [...COMMON, 'vite.server.config.ts', 'src/server'],
    args: ['build', '--config', 'vite.server.config.ts'],
    // Node's arguments of a step run after Vite's, with the built output.
    // --liftoff-only: as the server runs (package.json start); V8 optimising PGlite's WebAssembly peaks ~500 MB higher.
    after: ['--liftoff-only', 'dist/server/make-empty-database.js'],
  },
];

/** Every file under `entry` (a file or a folder), sorted, relative to the repository root. */
function filesOf(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(path.join(entry, name)));
}

function inputsHash(target) {
  const hash = createHash('sha256');
  // The output folder is part of the key: the same sources built elsewhere do not count.
  hash.update(target.outDir);
  for (const file of target.inputs.flatMap(filesOf)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

for (const target of isServerOnly ? TARGETS.filter((t) => t.name === 'server') : TARGETS) {
  const hashFile = path.join(target.outDir, '.build-hash');
  const current = inputsHash(target);
  const previous = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null;
  if (!isForced && previous === current && existsSync(path.join(target.outDir, target.marker))) {
    if (isServerOnly) continue; // a CLI's output stays its own
    console.log(`  ${target.name} up to date in ${path.relative(root, target.outDir) || '.'} (sources unchanged), not rebuilding`);
    continue;
  }
  for (const args of [[vite, ...target.args], ...(target.after ? [target.after] : [])]) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(hashFile, `${current}\n`);
}

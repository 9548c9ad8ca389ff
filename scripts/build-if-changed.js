/**
 * `npm start`'s build step (issue 11): builds the SPA only when its inputs changed since the
 * last build into WEB_DIST (default dist/web). The inputs' SHA-256 (web and shared sources,
 * index.html, the Vite config, the lock file, public/) is kept in WEB_DIST/.build-hash.
 * Plain JavaScript, so deciding costs no TypeScript loader (a few tens of ms).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.WEB_DIST ?? 'dist/web');
const hashFile = path.join(outDir, '.build-hash');
const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', 'src/web', 'src/shared', 'public'];

/** Every file under `entry` (a file or a folder), sorted, relative to the repository root. */
function filesOf(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(path.join(entry, name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  // The output folder is part of the key: the same sources built elsewhere do not count.
  hash.update(outDir);
  for (const file of INPUTS.flatMap(filesOf)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const current = inputsHash();
const previous = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null;
if (previous === current && existsSync(path.join(outDir, 'index.html'))) {
  console.log(`  SPA up to date in ${path.relative(root, outDir) || '.'} (sources unchanged), not rebuilding`);
} else {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(hashFile, `${current}\n`);
}

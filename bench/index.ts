/**
 * `npm run bench`: every figure of issue 11's and issue 31's tables, each as a ratio against its
 * reference measured in the same run (reads: wrk against node:http, `apt-get install -y wrk`) (docs/architecture.md#tests: benchmarks, never part of the test run). Builds first.
 * PostgreSQL figures run when BENCH_DATABASE_URL (or DATABASE_URL) names a server. Run it on
 * Node 24, the runtime (`npm install --prefix <dir> node@24`, then that `node_modules/.bin` first in PATH).
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import { benchApi } from './api-throughput.ts';
import { benchBundle } from './bundle-size.ts';
import { benchCompression } from './compression.ts';
import { benchIdleMemory } from './idle-memory.ts';
import { benchInventory } from './inventory-scale.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchSeedMemory } from './seed-memory.ts';
import { benchStart } from './start-time.ts';
import { assertWrkInstalled } from './lib/wrk.ts';
import { benchWritePath } from './write-path.ts';

console.log(
  `# hotel-booking bench, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
);
// The app instances run on this Node (process.execPath). Node 24 is the runtime (decision 009);
// on Node 20 the write path is about a third slower (250 against 360 holds/s, docs/performance.md).
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.log(
    `# note: Node ${process.version} is not the runtime we ship on (Node 24, decision 009); run the bench on Node 24 to judge the goals`,
  );
}
// Issue 31: the API step's load client is wrk; say how to get it before spending minutes on a build.
assertWrkInstalled();
execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
/** PostgreSQL only (two instances on one database): skipped when no server is named. */
async function writePath(): Promise<string[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) return ['write path: skipped (PostgreSQL only: set BENCH_DATABASE_URL)'];
  return benchWritePath({ serverUrl });
}
/** Issue 27 "Scale": the inventory at scale (PostgreSQL only; its seed is kept between runs). */
async function inventory(): Promise<string[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) return ['inventory at scale: skipped (PostgreSQL only: set BENCH_DATABASE_URL)'];
  return benchInventory({ serverUrl });
}
const steps: Array<[string, () => Promise<string[]> | string[]]> = [
  ['API', benchApi],
  ['compression', benchCompression],
  ['bundle', () => benchBundle()],
  ['Lighthouse', benchLighthouse],
  ['start', benchStart],
  ['idle memory', benchIdleMemory],
  ['seed memory', benchSeedMemory],
  ['write path', writePath],
  ['inventory at scale', inventory],
];
for (const [name, run] of steps) {
  try {
    for (const line of await run()) console.log(line);
  } catch (error) {
    console.log(`${name}: failed: ${(error as Error).message}`);
  }
}

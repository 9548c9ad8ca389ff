/**
 * `npm run bench`: every figure of issue 11's table, each as a ratio against its reference
 * measured in the same run (DESIGN §7: benchmarks, never part of the test run). Builds first.
 * PostgreSQL figures run when BENCH_DATABASE_URL (or DATABASE_URL) names a server.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import { benchApi } from './api-throughput.ts';
import { benchBundle } from './bundle-size.ts';
import { benchCompression } from './compression.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchStart } from './start-time.ts';

console.log(`# hotel-booking bench, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });
const steps: Array<[string, () => Promise<string[]> | string[]]> = [
  ['API', benchApi],
  ['compression', benchCompression],
  ['bundle', () => benchBundle()],
  ['Lighthouse', benchLighthouse],
  ['start', benchStart],
];
for (const [name, run] of steps) {
  try {
    for (const line of await run()) console.log(line);
  } catch (error) {
    console.log(`${name}: failed: ${(error as Error).message}`);
  }
}

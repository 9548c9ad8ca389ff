/**
 * Shared parts of the at-scale benchmarks (admin lists, room list): a PostgreSQL database of
 * the bench's own, kept between runs, and p50/p95 timing of a repeated query.
 */
import pg from 'pg';

/** `--key=value` and `--flag` arguments of the bench command line. */
export function parseBenchArgs(argv = process.argv.slice(2)): Map<string, string | undefined> {
  return new Map(
    argv.map((a): [string, string | undefined] => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v];
    }),
  );
}

/**
 * Creates database `name` on the server of `serverUrl` when missing (dropped first with
 * `reseed`) and returns its URL. Throws when the server cannot be reached.
 */
export async function ensureBenchDatabase(serverUrl: string, name: string, reseed: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (reseed) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `run(makeQuery(i))` `runs` + 3 times in sequence (the first 3 warm the caches) and
 * prints p50 and p95 in ms. Returns the p95 (ms).
 */
export async function timeQuery<T>(
  label: string,
  runs: number,
  makeQuery: (i: number) => T,
  run: (q: T) => Promise<unknown>,
): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const query = makeQuery(i);
    const t0 = performance.now();
    await run(query);
    if (i >= 3) samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)];
  console.log(`${label.padEnd(58)} p50 ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms`);
  return at(0.95);
}

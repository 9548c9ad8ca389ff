/**
 * Runs Debian's `wrk` (issue 31: a load client faster than the servers it measures) and returns
 * its figures with the client's own CPU, so a run where the client was the ceiling can be refused.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { childrenCpuSeconds } from './proc-stat.ts';
import { parseWrkOutput, type WrkFigures } from './wrk-output.ts';

const WRK = process.env.BENCH_WRK ?? '/usr/bin/wrk';
/** A run where the client used this share of its cores or more is client-bound and not judged. */
export const CLIENT_BOUND_SHARE = 0.9;

export interface WrkRun extends WrkFigures {
  /** Cores the client used on average (CPU seconds / wall seconds). */
  clientCores: number;
  /** True when clientCores / threads ≥ CLIENT_BOUND_SHARE: the client, not the server, was the limit. */
  isClientBound: boolean;
}

export interface WrkOptions {
  url: string;
  seconds: number;
  connections: number;
  /** wrk threads (BENCH_WRK_THREADS, default 1: one thread of C outruns one Node process). */
  threads?: number;
  headers?: Record<string, string>;
  /** A wrk Lua script (e.g. to POST a body). */
  script?: string;
}

/** Throws with the install hint when wrk is missing. */
export function assertWrkInstalled(): void {
  if (!existsSync(WRK)) {
    throw new Error(`${WRK} not found: the API bench needs wrk (Debian/Ubuntu: apt-get install -y wrk; or set BENCH_WRK)`);
  }
}

/**
 * One wrk run with `--latency`. wrk runs under `sh`, which prints its own /proc stat after waiting
 * for wrk: its cutime + cstime are exactly wrk's CPU (no polling). Throws when wrk fails.
 */
export async function runWrk(options: WrkOptions): Promise<WrkRun> {
  assertWrkInstalled();
  const threads = options.threads ?? Number(process.env.BENCH_WRK_THREADS ?? 1);
  const args = ['-t', String(threads), '-c', String(options.connections), '-d', `${options.seconds}s`, '--latency'];
  // wrk's default 2 s timeout drops slow answers from the latency figures; a slow route must show.
  args.push('--timeout', '10s');
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (options.script) args.push('-s', options.script);
  args.push(options.url);
  const script = `"$0" "$@"; code=$?; echo "STAT $(cat /proc/$$/stat)" >&2; exit $code`;
  const child = spawn('sh', ['-c', script, WRK, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const stat = /^STAT (.*)$/m.exec(stderr)?.[1];
  if (code !== 0 || !stat) throw new Error(`wrk failed (exit ${code}): ${stdout}${stderr}`);
  const figures = parseWrkOutput(stdout);
  // Over wrk's own run time (a little shorter than the process's life): errs towards "client-bound".
  const clientCores = childrenCpuSeconds(stat) / figures.seconds;
  return { ...figures, clientCores, isClientBound: clientCores / threads >= CLIENT_BOUND_SHARE };
}

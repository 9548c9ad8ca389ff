/**
 * Parses the text Debian's `wrk` 4.1 prints with `--latency` (issue 31: the bench's load client).
 * Kept apart from the runner so a test can feed it captured output (tests/fixtures/wrk/).
 */

export interface WrkFigures {
  /** Completed requests (any status). */
  requests: number;
  /** Wall time wrk reports for the run, seconds. */
  seconds: number;
  /** wrk's own `Requests/sec`. */
  perSecond: number;
  /** Latency percentiles in ms (wrk's `Latency Distribution`). */
  p50: number;
  p90: number;
  p99: number;
  /** Answers outside 2xx/3xx. */
  non2xx: number;
  /** connect + read + write + timeout socket errors. */
  socketErrors: number;
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `775.00us` → 0.775, `1.46ms` → 1.46, `2.01s` → 2010 (ms). Throws on an unknown unit. */
export function parseDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`wrk: not a duration: ${text}`);
  return Number(match[1]) * MS_PER_UNIT[match[2]];
}

function required(text: string, pattern: RegExp, what: string): RegExpExecArray {
  const match = pattern.exec(text);
  if (!match) throw new Error(`wrk: no ${what} in its output:\n${text}`);
  return match;
}

function percentileMs(text: string, percent: number): number {
  return parseDuration(required(text, new RegExp(`^\\s+${percent}%\\s+(\\S+)\\s*$`, 'm'), `${percent}% latency`)[1]);
}

/** The figures of one wrk run; throws when the output is not a finished `--latency` run (e.g. connection refused). */
export function parseWrkOutput(text: string): WrkFigures {
  const total = required(text, /^\s*(\d+) requests in ([\d.]+\w+),/m, 'request count');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requests: Number(total[1]),
    seconds: parseDuration(total[2]) / 1000,
    perSecond: Number(required(text, /^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec')[1]),
    p50: percentileMs(text, 50),
    p90: percentileMs(text, 90),
    p99: percentileMs(text, 99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

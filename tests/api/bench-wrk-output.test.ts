// Issue 31: the bench reads wrk's own output; these fixtures are real wrk 4.1 runs (Debian).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDuration, parseWrkOutput } from '../../bench/lib/wrk-output.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/wrk', name), 'utf8');

describe('parseWrkOutput', () => {
  it('reads throughput, request count and latency percentiles of a clean run', () => {
    expect(parseWrkOutput(fixture('ok.txt'))).toEqual({
      requests: 32641,
      seconds: 2.01,
      perSecond: 16215.18,
      p50: 2.22,
      p90: 10.85,
      p99: 137.79,
      non2xx: 0,
      socketErrors: 0,
    });
  });

  it('counts non-2xx answers and reads microsecond latencies', () => {
    const figures = parseWrkOutput(fixture('non-2xx.txt'));
    expect(figures.non2xx).toBe(13572);
    expect(figures.p50).toBeCloseTo(0.775, 6);
    expect(figures.p99).toBe(29.17);
  });

  it('reads a latency in seconds, which wrk pads with a trailing space', () => {
    const figures = parseWrkOutput(fixture('seconds-latency.txt'));
    expect(figures.p99).toBeCloseTo(1660, 6);
    expect(figures.requests).toBe(406);
  });

  it('sums the socket errors', () => {
    const figures = parseWrkOutput(fixture('socket-errors.txt'));
    expect(figures.socketErrors).toBe(38);
    expect(figures.perSecond).toBe(933.86);
  });

  it('refuses output of a run that did not happen', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:4539 Connection refused\n')).toThrow(/no request count/);
  });
});

describe('parseDuration', () => {
  it('converts every wrk unit to ms', () => {
    expect(parseDuration('775.00us')).toBeCloseTo(0.775, 6);
    expect(parseDuration('1.46ms')).toBe(1.46);
    expect(parseDuration('2.01s')).toBeCloseTo(2010, 6);
    expect(parseDuration('1.50m')).toBe(90_000);
    expect(() => parseDuration('3 parsecs')).toThrow(/not a duration/);
  });
});

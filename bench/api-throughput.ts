/**
 * Figure 1 and 2 of issue 11: `GET /api/all-rooms` throughput and p99 latency (autocannon,
 * 50 connections) against a plain node:http server answering the same bytes from memory,
 * measured in the same run, on PGlite and (BENCH_DATABASE_URL or DATABASE_URL set) PostgreSQL.
 * Run: npm run bench:api   (BENCH_SECONDS=10 by default)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { benchDatabases, startApp } from './lib/app-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PATH = process.env.BENCH_PATH ?? '/api/all-rooms';

interface Figures {
  rps: number;
  p99: number;
  non2xx: number;
}

async function hammer(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/** A node:http server that answers every request with `body` and `contentType`. */
async function startReference(body: Buffer, contentType: string) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function benchApi(): Promise<string[]> {
  const lines: string[] = [];
  for (const database of benchDatabases()) {
    const app = await startApp({ serverUrl: database.serverUrl });
    try {
      const first = await fetch(app.url + PATH);
      const body = Buffer.from(await first.arrayBuffer());
      const reference = await startReference(body, first.headers.get('content-type') ?? 'application/json');
      try {
        await hammer(app.url + PATH); // warm-up (JIT, caches, connection pool), not counted
        const ours = await hammer(app.url + PATH);
        const plain = await hammer(reference.url);
        lines.push(
          `${database.name}: GET ${PATH} (${body.length} bytes) ${ours.rps.toFixed(0)} req/s vs node:http ${plain.rps.toFixed(0)} req/s` +
            ` → ratio ${(ours.rps / plain.rps).toFixed(3)} (goal ≥ 0.5); p99 ${ours.p99} ms (goal < 20 ms; node:http ${plain.p99} ms)` +
            (ours.non2xx ? `; ${ours.non2xx} errors/non-2xx!` : ''),
        );
      } finally {
        await reference.close();
      }
    } finally {
      await app.stop();
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchApi()) console.log(line);
}

/**
 * Upload memory bench (issue #9): starts the server in its own process, signs up 6 guests,
 * fires 60 concurrent profile-photo uploads of one big PNG and samples the server's RSS
 * (/proc/<pid>/status) before, during and 10 s after. Not part of the test run (docs/architecture.md#tests).
 *
 *   node --import tsx bench/upload-memory.ts [megapixels=59.9] [repo=.]
 *
 * `repo` lets the same bench run against another checkout (e.g. the code before the fix).
 * Prints one JSON line: idle, peak and after RSS in MB and the answers' status counts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const megapixels = Number(process.argv[2] ?? 59.9);
const repo = path.resolve(process.argv[3] ?? '.');
const UPLOADS = 60;
const GUESTS = 6;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A ~`megapixels` PNG of one colour with a little noise-free pattern: small file, huge decode. */
async function bigPng(): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1_000_000 * 4) / 3));
  const height = Math.floor((megapixels * 1_000_000) / width);
  return sharp({ create: { width, height, channels: 3, background: '#7d9b84' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  cwd: repo,
  env: {
    // glibc malloc as `npm start`, the Dockerfile and the systemd unit run the server.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('server did not start');
    if (
      await fetch(`${base}/api/all-rooms`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  const image = await bigPng();
  const cookies: string[] = [];
  for (let i = 0; i < GUESTS; i++) {
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: `Bench ${i}`, email: `bench-${i}-${Date.now()}@example.com`, password: 'secret123' }),
    });
    cookies.push(
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  // Let start-up settle (V8 compiles PGlite's WebAssembly in the background for a while).
  await sleep(Number(process.env.BENCH_IDLE_WAIT_MS ?? 15_000));
  const idle = rssMb(server.pid!);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid!));
  }, 50);
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, i) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'big.png');
      const response = await fetch(`${base}/api/upload`, {
        method: 'POST',
        body: form,
        headers: { origin: base, cookie: cookies[i % GUESTS] },
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  await sleep(10_000);
  clearInterval(sampler);
  const after = rssMb(server.pid!);
  const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  console.log(
    JSON.stringify({
      repo,
      megapixels,
      pngKB: Math.round(image.length / 1024),
      uploads: UPLOADS,
      seconds,
      idleMB: Math.round(idle),
      peakMB: Math.round(peak),
      afterMB: Math.round(after),
      statuses: counts,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}

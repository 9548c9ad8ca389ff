/**
 * A private Redis server for tests (Debian's redis-server, present on every machine of this
 * project's kind): started on a free loopback port with nothing kept on disk, so tests share
 * no keys with anything else and can stop it to see what a Redis outage does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { getFreePort } from './build-test-app.ts';

export interface LocalRedis {
  url: string;
  stop: () => Promise<void>;
}

/** Starts `redis-server` on 127.0.0.1 and resolves once it answers PING. */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await getFreePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

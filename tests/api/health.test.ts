/**
 * /healthz and /readyz (issue #14): ready only while listening with every configured
 * dependency answering; 503 while starting, while draining for shutdown, and with the image
 * bucket down; Redis down only makes it 'degraded' (issue 24).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { drainAndClose } from '#server/plugins/health.ts';
import { buildTestApp, getFreePort } from '#tests/helpers/build-test-app.ts';
import { startLocalRedis } from '#tests/helpers/local-redis.ts';
import { startLocalS3 } from '#tests/helpers/local-s3.ts';

const s3 = await startLocalS3();
const redis = await startLocalRedis();
afterAll(async () => {
  await s3.close();
  await redis.stop();
});

const withRedisAndS3 = (redisUrl: string) => ({ s3: s3.config, identity: { ...buildConfig(readEnv({})).identity, redisUrl } });

describe('GET /healthz and /readyz', () => {
  it('answers alive, and ready with the database and the upload directory checked', async () => {
    const t = await buildTestApp();
    try {
      const alive = await fetch(`${t.baseUrl}/healthz`);
      expect(alive.status).toBe(200);
      expect(await alive.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${t.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('checks Redis and the S3 bucket when configured, and answers 503 when the bucket is down', async () => {
    const deadPort = await getFreePort();
    const t = await buildTestApp(withRedisAndS3(redis.url));
    const noBucket = await buildTestApp({
      ...withRedisAndS3(`redis://127.0.0.1:${deadPort}`),
      s3: { ...s3.config, bucket: 'no-such-bucket' },
    });
    try {
      const ready = await fetch(`${t.baseUrl}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
      expect(ready.status).toBe(200);
      const down = await fetch(`${noBucket.baseUrl}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'degraded', storage: 'down' } });
      // Liveness does not depend on anything else: the process is up.
      expect((await fetch(`${noBucket.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await t.close();
      await noBucket.close();
    }
  });

  // Issue 24: the limits fall back to memory without Redis (decision 011); if /readyz failed,
  // every instance would leave the balancer at once and a Redis blip would be a full outage.
  it('stays ready with Redis down, reporting it degraded here and in /metrics', async () => {
    const deadPort = await getFreePort();
    const token = 'metrics-token-issue-24-redis';
    const t = await buildTestApp({
      ...withRedisAndS3(`redis://127.0.0.1:${deadPort}`),
      metrics: { token, port: null, host: '127.0.0.1' },
    });
    try {
      const ready = await fetch(`${t.baseUrl}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'degraded', storage: 'ok' } });
      expect(ready.status).toBe(200);
      const metrics = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(await metrics.text()).toMatch(/^hotel_limits_redis_fallback 1$/m);
    } finally {
      await t.close();
    }
  });

  it('answers 503 "starting" until the server listens', async () => {
    const t = await buildTestApp({}, { listen: false });
    try {
      const starting = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ status: 'starting' });
      await t.listen();
      expect((await fetch(`${t.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 "stopping" while draining for shutdown, still serving requests, then closes', async () => {
    const t = await buildTestApp();
    const closed = drainAndClose(t.app, 500);
    const ready = await fetch(`${t.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
    expect((await fetch(`${t.baseUrl}/api/all-rooms`)).status).toBe(200);
    await closed;
    await expect(fetch(`${t.baseUrl}/healthz`)).rejects.toThrow();
    await t.close().catch(() => {});
  });
});

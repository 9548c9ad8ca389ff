/**
 * Request ids and logs (issue #14): one id per request, in the `x-request-id` header and in
 * every log line the request causes (also lines services write through app.log); a sane
 * incoming id is kept, anything else replaced; one log line per request.
 */
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { useTestApp } from '#tests/helpers/build-test-app.ts';

const lines: Array<Record<string, unknown>> = [];
let app: App;

const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
});
// Logging as in production (NODE_ENV=production, which also turns the API docs off), from `info` up;
// not listening yet, so the route below can still be added.
useTestApp((t) => ({ app } = t), { isProduction: true, hasApiDocs: false, logLevel: 'info' }, { listen: false, logStream: stream });
beforeAll(async () => {
  // A route that logs through app.log, as services do (e.g. bookings.service on a gateway failure).
  app.get('/test-app-log', { config: { access: 'public' } }, async () => {
    app.log.warn('service line before await');
    await new Promise((resolve) => setTimeout(resolve, 5));
    app.log.warn('service line after await');
    return { ok: true };
  });
  await app.ready();
});

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request ids and request logs', () => {
  it('gives each request a new id in the header and in one JSON line with route and status', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/all-rooms?x=1' });
    const second = await app.inject({ method: 'GET', url: '/api/all-rooms' });
    const id = first.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(id);
    const own = linesOf(id);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/all-rooms?x=1', route: '/api/all-rooms', status: 200 });
    expect(typeof own[0].ms).toBe('number');
  });

  it('keeps a sane incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'proxy-1234.abc:9' } });
    expect(kept.headers['x-request-id']).toBe('proxy-1234.abc:9');
    expect(linesOf('proxy-1234.abc:9')).toHaveLength(1);
    for (const bad of ['has space', 'a'.repeat(129), 'line\\nbreak', '<script>']) {
      const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id on lines logged through app.log while the request runs, and only then', async () => {
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/test-app-log' }),
      app.inject({ method: 'GET', url: '/test-app-log' }),
    ]);
    for (const res of [a, b]) {
      const messages = linesOf(res.headers['x-request-id'] as string).map((line) => line.msg);
      expect(messages).toEqual(expect.arrayContaining(['service line before await', 'service line after await']));
      expect(messages).toHaveLength(3);
    }
    app.log.info('outside any request');
    expect(lines.find((line) => line.msg === 'outside any request')).not.toHaveProperty('reqId');
  });
});

// Issue 24: a log file is shared to debug, so it must not hand out accounts, gateway keys or guests.
describe('secrets in logged URLs', () => {
  it('are redacted: reset tokens, the store password, the guest name and e-mail of the payment-success page', async () => {
    const calls = [
      { url: '/reset-password?token=ResetTokenOne123', kept: '/reset-password?token=[REDACTED]' },
      { url: '/api/auth/reset-password/ResetTokenTwo456?callbackURL=%2F', kept: '/api/auth/reset-password/[REDACTED]?callbackURL=%2F' },
      {
        url: '/sandbox-gateway/validator/api/validationserverAPI.php?val_id=V1&store_id=hotel&store_passwd=StorePass789',
        kept: '/sandbox-gateway/validator/api/validationserverAPI.php?val_id=V1&store_id=hotel&store_passwd=[REDACTED]',
      },
      {
        url: '/payment-success/HB1?name=Rahima%20Khatun&email=rahima%40example.com&roomName=Deluxe&tran_id=HB1&val_id=V1',
        kept: '/payment-success/HB1?name=[REDACTED]&email=[REDACTED]&roomName=Deluxe&tran_id=HB1&val_id=V1',
      },
    ];
    for (const { url, kept } of calls) {
      const res = await app.inject({ method: 'GET', url });
      const own = linesOf(res.headers['x-request-id'] as string);
      expect(own).toHaveLength(1);
      expect(own[0].url).toBe(kept);
      expect(own[0].msg).toContain(kept);
    }
    const everything = JSON.stringify(lines);
    for (const secret of ['ResetTokenOne123', 'ResetTokenTwo456', 'StorePass789', 'Rahima', 'rahima%40example.com']) {
      expect(everything).not.toContain(secret);
    }
  });
});

import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerGracefulClose } from './graceful-close.ts';

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** An app whose GET /slow sends its headers at once and ends its body when `finish` is called. */
async function startSlowApp() {
  const app = Fastify();
  registerGracefulClose(app, 60_000);
  let finish = () => {};
  app.get('/slow', (_request, reply) => {
    const body = new PassThrough();
    finish = () => body.end('done');
    body.write('started ');
    return reply.type('text/plain').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, finish: () => finish() };
}

/** Opens GET /slow on a keep-alive agent; resolves with the response once its headers are here. */
function openSlow(port: number) {
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  agents.push(agent);
  return new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/slow', agent }, resolve).on('error', reject).end();
  });
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still open'), ms).unref())]);

describe('registerGracefulClose', () => {
  it('ends close() although a keep-alive response that began before it finishes after it', async () => {
    const { app, port, finish } = await startSlowApp();
    const response = await openSlow(port);
    // The headers went out before closing began: they promise keep-alive.
    expect(response.headers.connection).toBe('keep-alive');
    const closing = app.close();
    const body = new Promise((resolve) => response.on('end', resolve).resume());
    finish();
    await body;
    // Without the fix, the idle socket stays open for the server's keep-alive timeout (72 s).
    expect(await settledWithin(closing, 10_000)).toBe('closed');
  });

  it('cuts a request that never finishes once the grace period is over, so close() ends', async () => {
    const app = Fastify();
    registerGracefulClose(app, 500);
    let signalArrival = () => {};
    const arrived = new Promise<void>((resolve) => {
      signalArrival = resolve;
    });
    app.get('/hang', () => {
      signalArrival();
      return new Promise(() => {}); // a handler stuck on something that never answers
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = new Promise<string>((resolve) => {
      request({ port, host: '127.0.0.1', path: '/hang' }, () => resolve('answered'))
        .on('error', (error) => resolve(error.message))
        .end();
    });
    await arrived;
    const closing = app.close();
    expect(await settledWithin(closing, 200)).toBe('still open'); // in flight: it gets its grace
    // Without the cut, close() waits for the stuck request forever.
    expect(await settledWithin(closing, 5_000)).toBe('closed');
    expect(await answer).toBe('socket hang up');
  });
});

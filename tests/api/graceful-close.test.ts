/**
 * app.close() ends promptly even when a request is in flight on a keep-alive connection.
 * Before plugins/graceful-close.ts it waited out Fastify's 72 s keepAliveTimeout (found by CI:
 * payments-flow's afterAll timed out while the sandbox's IPN was still being answered).
 */
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, getFreePort } from '#tests/helpers/build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';

/** A gateway that takes `delayMs` to refuse every session, and says when a request arrived. */
async function startSlowGateway(delayMs: number) {
  let signalArrival: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    signalArrival = resolve;
  });
  const server: Server = createServer((request, response) => {
    signalArrival();
    request.resume();
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'FAILED', failedreason: 'slow test gateway' }));
    }, delayMs);
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, arrived, close: () => new Promise((resolve) => server.close(resolve)) };
}

const gateway = await startSlowGateway(1000);
afterAll(async () => {
  await gateway.close();
});

describe('closing the app', () => {
  it('lets an in-flight request finish, then closes its keep-alive connection at once', async () => {
    const t = await buildTestApp({
      gateway: { mode: 'sandbox', storeId: 'test-store', storePassword: 'test-pass', baseUrl: gateway.url, timeoutMs: 15_000 },
    });
    const admin = await createUser(t.app, { role: 'admin' });
    const guest = await createUser(t.app);
    const room = await createRoom(t.app, admin.id);
    // A real HTTP client with keep-alive (undici's fetch), as the sandbox's IPN and browsers are.
    const inFlight = fetch(`${t.baseUrl}/api/add-bookings`, {
      method: 'POST',
      headers: { cookie: guest.cookie, 'content-type': 'application/json', origin: t.baseUrl },
      body: JSON.stringify({ roomId: room.id, startDate: day(10), endDate: day(12) }),
    });
    await gateway.arrived;

    const startedAt = Date.now();
    await t.close();
    const closeMs = Date.now() - startedAt;

    const response = await inFlight;
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toHaveProperty('message');
    expect(closeMs).toBeLessThan(5000);
    // The limit is the test's whole time, building the app included (14.7 s on a loaded 2-core
    // machine, where 20 s ran out in CI); what closing may take is the assertion above.
  }, 60_000);

  it('finishes background work (an e-mail or audit row after a commit) before it closes the database', async () => {
    const t = await buildTestApp();
    let outcome: unknown = 'not finished';
    // Like an after-commit listener: a short wait, then a write on the app's database.
    const work = new Promise((resolve) => setTimeout(resolve, 150)).then(() => t.app.db.execute(sql`select 1`));
    t.app.backgroundTasks.run(
      work.then(() => (outcome = 'written')),
      (error) => (outcome = error),
    );
    await t.close();
    // Before: the database closed first and the write failed ("Cannot use a pool after calling end
    // on the pool" on PostgreSQL), an unhandled rejection in CI's audit-log test.
    expect(outcome).toBe('written');
  });
});

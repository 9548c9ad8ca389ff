/**
 * GET /metrics (issue #14): Prometheus text through prom-client, never public by default —
 * bearer token on the app, or a separate listener — with per-route request counts and
 * latency, bookings and payments per status, reconciliation runs, e-mail queue depth and
 * process metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReconciliation } from '#server/plugins/jobs.ts';
import { buildAppWithUsers, type AppWithUsers } from '#tests/helpers/app-with-users.ts';
import { buildTestApp, getFreePort } from '#tests/helpers/build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { day } from '#tests/helpers/payment-flow.ts';

const TOKEN = 'metrics-token-0123456789';
let s: AppWithUsers;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await getFreePort();
  s = await buildAppWithUsers({ overrides: { metrics: { token: TOKEN, port: metricsPort, host: '127.0.0.1' } } });
});
afterAll(async () => {
  await s?.t.close();
});

const scrape = async () => {
  const res = await fetch(`${s.t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of the sample `name{labels}` in `text` (labels given in prom-client's order). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is a 404 when neither a token nor a metrics port is configured', async () => {
    const t = await buildTestApp();
    try {
      expect((await fetch(`${t.baseUrl}/metrics`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses a missing or wrong bearer token', async () => {
    const none = await fetch(`${s.t.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(`${s.t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
  });

  it('counts requests per route pattern, not per raw URL, with latency histograms', async () => {
    const room = await createRoom(s.t.app, s.admin.id);
    await fetch(`${s.t.baseUrl}/api/room/${room.id}`, { headers: { cookie: s.guest.cookie } });
    await fetch(`${s.t.baseUrl}/api/room/${room.id}?again=1`, { headers: { cookie: s.guest.cookie } });
    const text = await scrape();
    const routeLine = text.split('\n').find((l) => l.startsWith('http_requests_total{') && l.includes('route="/api/room/:id"'));
    expect(routeLine).toMatch(/method="GET",route="\/api\/room\/:id",status_code="200"} 2$/);
    expect(text).not.toContain(room.id);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/room\/:id",status_code="200"\}/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/room\/:id",status_code="200"\} 2/);
  });

  it('reports bookings and payments per status, reconciliation runs and the e-mail queue', async () => {
    const room = await createRoom(s.t.app, s.admin.id);
    const held = await s.t.app.inject({
      method: 'POST',
      url: '/api/add-bookings',
      headers: { cookie: s.guest.cookie },
      payload: { roomId: room.id, startDate: day(10), endDate: day(12) },
    });
    expect(held.statusCode).toBe(200);
    await s.t.app.backgroundTasks.settled(); // checkout events are counted once the outbox delivered them (decision 024)
    let text = await scrape();
    expect(sample(text, 'hotel_bookings{status="held"}')).toBe(1);
    expect(sample(text, 'hotel_bookings{status="expired"}')).toBe(0);
    expect(sample(text, 'hotel_payments{status="pending"}')).toBe(1);
    expect(sample(text, 'hotel_payments{status="refunded"}')).toBe(0);
    expect(sample(text, 'hotel_checkout_events_total{event="booking-held"}')).toBe(1);

    // An hour later the hold has lapsed: the job expires it.
    await runReconciliation(s.t.app, new Date(Date.now() + 3_600_000));
    s.t.app.metrics.setEmailQueueDepthSource(async () => 3);
    await s.t.app.backgroundTasks.settled();
    text = await scrape();
    expect(sample(text, 'hotel_bookings{status="held"}')).toBe(0);
    expect(sample(text, 'hotel_bookings{status="expired"}')).toBe(1);
    expect(sample(text, 'hotel_reconciliation_runs_total{outcome="done"}')).toBe(1);
    expect(sample(text, 'hotel_reconciliation_duration_seconds_count')).toBe(1);
    expect(sample(text, 'hotel_reconciliation_changes_total{change="hold_expired"}')).toBe(1);
    expect(sample(text, 'hotel_checkout_events_total{event="hold-expired"}')).toBe(1);
    expect(sample(text, 'hotel_reconciliation_changes_total{change="payment_confirmed"}')).toBe(0);
    expect(sample(text, 'hotel_email_queue_depth')).toBe(3);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('serves the same text on the separate metrics listener, without a token', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});

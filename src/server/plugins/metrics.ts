/**
 * Prometheus metrics (issue #14) through prom-client, one registry per app. Never public by
 * default: `GET /metrics` on the app answers only with `Authorization: Bearer $METRICS_TOKEN`,
 * and `METRICS_PORT` serves them on a separate listener (`METRICS_HOST`, default 127.0.0.1)
 * that the reverse proxy does not expose. With neither set, `/metrics` is a 404.
 *
 * Series (labels):
 * - `http_requests_total`, `http_request_duration_seconds` (method, route, status_code):
 *   `route` is the route pattern (`/api/rooms/:id`), never the raw URL; '(unmatched)' else;
 * - `hotel_bookings` (status) and `hotel_payments` (status): rows per status in the database,
 *   read at scrape time, so every instance reports the same totals (aggregate with max);
 * - `hotel_checkout_events_total` (event): lifecycle events this instance delivered from the outbox (each counted by one instance);
 * - `hotel_reconciliation_runs_total` (outcome: done|skipped|failed),
 *   `hotel_reconciliation_duration_seconds` and `hotel_reconciliation_changes_total` (change:
 *   payment_confirmed|hold_expired|payment_failed|payment_refunded);
 * - `hotel_email_queue_depth`: e-mails waiting, from the source the e-mail queue registers;
 * - the default process metrics (`process_*`, `nodejs_*`).
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

interface AppMetrics {
  registry: Registry;
  /** Counts one checkout lifecycle event (e.g. 'booking-held', 'payment-confirmed'). */
  countCheckoutEvent(event: string): void;
  /** Records one reconciliation run: its outcome, how long it took in seconds, and what it did. */
  observeReconciliation(outcome: 'done' | 'skipped' | 'failed', seconds: number, did?: ReconciliationCounts): void;
  /** Sets where `hotel_email_queue_depth` comes from (e.g. a count of unsent queued e-mails). */
  setEmailQueueDepthSource(source: () => Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** What a reconciliation run changed (plugins/jobs.ts ReconciliationReport). */
interface ReconciliationCounts {
  confirmed: number;
  expiredHolds: number;
  failedPayments: number;
  refunded: number;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Rows per status of `table` ('bookings' | 'payments'), as `{ status, count }`. */
async function countByStatus(app: FastifyInstance, table: 'bookings' | 'payments') {
  const result = await app.db.execute(
    sql`select status::text as status, count(*)::int as count from ${sql.identifier(table)} group by status`,
  );
  return (result.rows ?? []) as Array<{ status: string; count: number }>;
}

/** A gauge whose value per status is read from `table` at scrape time; statuses never seen stay 0. */
function statusGauge(app: FastifyInstance, registry: Registry, table: 'bookings' | 'payments', statuses: readonly string[]) {
  return new Gauge({
    name: `hotel_${table}`,
    help: `${table} rows per status in the database`,
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await countByStatus(app, table);
      for (const status of statuses) this.set({ status }, rows.find((r) => r.status === status)?.count ?? 0);
    },
  });
}

/** Whether `header` is exactly `Bearer <token>` (constant-time compare). */
function hasBearer(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Registers the registry, the request hooks, `app.metrics` and the /metrics endpoint(s). */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency in seconds',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  statusGauge(app, registry, 'bookings', ['held', 'paid', 'expired', 'cancelled']);
  statusGauge(app, registry, 'payments', ['pending', 'paid', 'failed', 'refunded']);
  const events = new Counter({
    name: 'hotel_checkout_events_total',
    help: 'Booking and payment lifecycle events delivered from the outbox by this instance',
    labelNames: ['event'],
    registers: [registry],
  });
  const runs = new Counter({
    name: 'hotel_reconciliation_runs_total',
    help: 'Reconciliation job runs',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const actions = new Counter({
    name: 'hotel_reconciliation_changes_total',
    help: 'What reconciliation runs changed: payments confirmed, holds expired, payments failed, payments refunded',
    labelNames: ['change'],
    registers: [registry],
  });
  const runSeconds = new Histogram({
    name: 'hotel_reconciliation_duration_seconds',
    help: 'Reconciliation run duration in seconds',
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  let emailQueueDepth: (() => Promise<number>) | null = null;
  new Gauge({
    name: 'hotel_email_queue_depth',
    help: 'E-mails queued and not yet sent',
    registers: [registry],
    async collect() {
      this.set(emailQueueDepth ? await emailQueueDepth() : 0);
    },
  });

  // Issue 24: Redis down no longer fails /readyz, so alert on this instead.
  new Gauge({
    name: 'hotel_limits_redis_fallback',
    help: "1 while REDIS_URL is set but unreachable and the identity limits count in this instance's memory",
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('authLimits') && app.authLimits.store() === 'fallback' ? 1 : 0);
    },
  });

  app.decorate('metrics', {
    registry,
    countCheckoutEvent: (event: string) => events.inc({ event }),
    observeReconciliation: (outcome: 'done' | 'skipped' | 'failed', seconds: number, did?: ReconciliationCounts) => {
      runs.inc({ outcome });
      runSeconds.observe(seconds);
      if (!did) return;
      actions.inc({ change: 'payment_confirmed' }, did.confirmed);
      actions.inc({ change: 'hold_expired' }, did.expiredHolds);
      actions.inc({ change: 'payment_failed' }, did.failedPayments);
      actions.inc({ change: 'payment_refunded' }, did.refunded);
    },
    setEmailQueueDepthSource: (source: () => Promise<number>) => {
      emailQueueDepth = source;
    },
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? '(unmatched)', status_code: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const { token } = app.config.metrics;
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    if (!hasBearer(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Metrics need the bearer token', code: 'UNAUTHORIZED' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  await registerMetricsListener(app, registry);
}

/** The separate metrics listener on METRICS_HOST:METRICS_PORT, started and stopped with the app. */
async function registerMetricsListener(app: FastifyInstance, registry: Registry): Promise<void> {
  const { port, host } = app.config.metrics;
  if (port === null) return;
  let server: Server | null = null;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics collection failed');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, host, () => resolve());
    });
    app.log.info({ host, port }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
}

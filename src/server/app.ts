/**
 * buildApp(config): the Fastify application with every plugin and module registered,
 * not yet listening (docs/architecture.md#shape). Tests build it per file; server.ts listens.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { registerErrorHandler } from './errors.ts';
import { createBackgroundTasks } from './plugins/background-tasks.ts';
import { registerAccess } from './plugins/access.ts';
import { createAuth, readSession, registerAuth, sessionCookieName } from './plugins/auth.ts';
import { registerGateway } from './plugins/gateway.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerHealth } from './plugins/health.ts';
import { registerInputGuards } from './plugins/input-guards.ts';
import { buildLoggerOptions, registerRequestLogging } from './plugins/logging.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerStorage } from './plugins/storage.ts';
import { IMMUTABLE_CACHE_CONTROL } from './plugins/storage-keys.ts';
import { UPLOADS_PREFIX } from '#shared/schemas/common.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerRoomRoutes } from './modules/rooms/rooms.routes.ts';
import { registerBookingRoutes } from './modules/bookings/bookings.routes.ts';
import { registerBookingLimitRoutes } from './modules/bookings/booking-limits.routes.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.ts';
import { checkoutConsumer } from './modules/checkout/checkout-events.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerRoomAdminRoutes } from './modules/rooms/rooms-admin.routes.ts';
import { registerUserAdminRoutes } from './modules/users/users-admin.routes.ts';
import { registerStaffRoutes } from './modules/users/staff.routes.ts';
import { registerBookingAdminRoutes } from './modules/bookings/bookings-admin.routes.ts';
import { registerPaymentAdminRoutes } from './modules/payments/payments-admin.routes.ts';
import { registerCancellationRoutes } from './modules/cancellations/cancellations.routes.ts';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { registerLikeRoutes } from './modules/likes/likes.routes.ts';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerAccountSecurityRoutes } from './modules/account-security/account-security.routes.ts';
import { registerFrontDeskRoutes } from './modules/front-desk/front-desk.routes.ts';
import { registerHousekeepingRoutes } from './modules/front-desk/housekeeping.routes.ts';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { registerBookingMoveRoutes } from './modules/bookings/booking-moves.routes.ts';
import { registerStayChangeRoutes } from './modules/bookings/stay-changes.routes.ts';
import { registerStaffCancellationRoutes } from './modules/cancellations/staff-cancellations.routes.ts';
import { registerNoShowRoutes } from './modules/bookings/no-shows.routes.ts';
import { registerDeskBookingRoutes } from './modules/bookings/desk-bookings.routes.ts';
import { registerStayRoutes } from './modules/front-desk/stays.routes.ts';
import { registerDeskGuestRoutes } from './modules/users/desk-guests.routes.ts';
import { registerGuestProfileRoutes } from './modules/users/guest-profiles.routes.ts';
import { registerLedgerRoutes } from './modules/ledger/ledger.routes.ts';
import { registerPayLinkRoutes } from './modules/checkout/pay-link.routes.ts';
import { registerJobs } from './plugins/jobs.ts';
import { registerEmailQueue } from './plugins/email-queue.ts';
import { deliverDueEmails } from './modules/emails/email-sender.ts';
import { countPendingEmails } from './modules/emails/emails.service.ts';
import { emailConsumer } from './modules/emails/email-events.ts';
import { auditConsumer } from './modules/audit/audit-events.ts';
import { housekeepingAuditConsumer } from './modules/audit/audit-housekeeping.ts';
import { cancellationConsumer } from './modules/cancellations/cancellation-events.ts';
import { registerOutbox } from './plugins/outbox.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { runJobWork } from './job-work.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { registerInvalidationListener } from './plugins/invalidation-listener.ts';
import { registerSessionCache } from './plugins/session-cache.ts';
import { registerStepUp } from './plugins/step-up.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebPages } from './modules/web-pages/web-pages.ts';
import { applyOverlapRule } from './db/overlap-rule.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

/**
 * Builds the app on `config`; opens (and migrates) the database unless `dbHandle` is given.
 * `logger: false` silences it; `logStream` takes its JSON log lines (tests).
 */
export async function buildApp(
  config: AppConfig,
  options: { dbHandle?: DatabaseHandle; logger?: boolean; logStream?: NodeJS.WritableStream } = {},
) {
  const dbHandle =
    options.dbHandle ??
    (await openDatabase({ databaseUrl: config.databaseUrl, migrationUrl: config.databaseMigrationUrl, dataDir: config.dataDir }));
  try {
    await applyOverlapRule(dbHandle.db, config.isSameDayTurnover, todayInHotel(new Date(), config.hotelTimeZone));
  } catch (error) {
    if (!options.dbHandle) await dbHandle.close();
    throw error;
  }
  const { logger, genReqId, logController } = buildLoggerOptions({
    level: config.logLevel,
    format: config.logFormat,
    stream: options.logStream,
  });
  const app = Fastify({
    logger: options.logger === false && !options.logStream ? false : logger,
    genReqId,
    logController,
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so its hooks, JSON parser and route catalogue cover every route (issue #9 bad input).
  registerInputGuards(app);
  // Before any route: every route must declare its access, and the declaration is enforced.
  // The session cache (issue 31) asks better-auth only when it cannot answer from memory.
  registerAccess(app, (request) => app.sessionCache.callerOf(request));
  app.decorate('config', config);
  app.decorate('db', dbHandle.db);
  app.decorate('dbHandle', dbHandle);
  app.decorate('backgroundTasks', createBackgroundTasks());
  app.addHook('onClose', async () => {
    // Work started before close (an outbox delivery, an e-mail) finishes on this database first.
    await app.backgroundTasks.settled();
    await dbHandle.close();
  });
  registerGracefulClose(app, config.shutdownGraceMs);
  registerRequestLogging(app);
  // Before every plugin with routes, so its request hooks see all of them.
  await registerMetrics(app);
  registerErrorHandler(app);
  registerEmailQueue(app, { deliverDueEmails, countPendingEmails });
  // The outbox's consumers (decision 024), each handed every committed event once, in order.
  const kickSender = () => app.emailQueue.kick();
  registerOutbox(app, [
    auditConsumer(),
    housekeepingAuditConsumer(),
    emailConsumer(kickSender),
    cancellationConsumer(kickSender),
    // Counted once committed, by whichever instance delivered the event (sum them across instances).
    checkoutConsumer(
      'metrics',
      async () => {},
      (events) => events.forEach((e) => app.metrics.countCheckoutEvent(e.type)),
    ),
  ]);

  // Every text answer above 1 KB goes out as br or gzip (issue 11); built assets come
  // precompressed from the build and cached reads compress once (public-cache.ts), so this
  // only works on the rest. Quality 4 keeps brotli cheap enough to do per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(formbody);
  registerSecurityHeaders(app, config.publicUrl);
  await app.register(swagger, {
    openapi: { info: { title: 'Hotel Booking API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (config.hasApiDocs) await app.registerPublic(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await registerSecurity(app);
  registerInvalidationListener(app);
  const auth = createAuth(
    dbHandle.db,
    config,
    app.backgroundTasks,
    () => app.storage,
    (userId) =>
      // The ended session is gone here already; a lost NOTIFY leaves other instances trusting it up to SESSION_CACHE_SECONDS.
      app.sessionCache.forgetUser(userId).catch((error: Error) => app.log.error({ err: error }, 'session cache notify failed')),
  );
  await registerAuth(app, auth, config);
  registerSessionCache(app, {
    readSession: (request) => readSession(auth, request),
    cookieName: await sessionCookieName(auth),
    ttlSeconds: config.sessionCacheSeconds,
  });
  // Issue 29: `stepUp` routes (refunds, role and settings changes) check the session's last second factor.
  registerStepUp(app, auth);
  await registerGateway(app);
  await registerStorage(app);
  registerPublicCache(app);
  await registerHealth(app);
  await app.register(registerUserRoutes, { prefix: '/api' });
  await app.register(registerRoomRoutes, { prefix: '/api' });
  await app.register(registerBookingRoutes, { prefix: '/api' });
  await app.register(registerBookingLimitRoutes, { prefix: '/api' });
  await app.register(registerPaymentRoutes, { prefix: '/api' });
  await app.register(registerCheckoutRoutes, { prefix: '/api' });
  await app.register(registerUploadRoutes, { prefix: '/api' });
  await app.register(registerRoomAdminRoutes, { prefix: '/api' });
  await app.register(registerUserAdminRoutes, { prefix: '/api' });
  await app.register(registerStaffRoutes, { prefix: '/api' });
  await app.register(registerBookingAdminRoutes, { prefix: '/api' });
  await app.register(registerPaymentAdminRoutes, { prefix: '/api' });
  await app.register(registerCancellationRoutes, { prefix: '/api' });
  await app.register(registerReviewRoutes, { prefix: '/api' });
  await app.register(registerLikeRoutes, { prefix: '/api' });
  await app.register(registerInvoiceRoutes, { prefix: '/api' });
  await app.register(registerProfileRoutes, { prefix: '/api' });
  await app.register(registerAccountSecurityRoutes, { prefix: '/api' });
  await app.register(registerAuditRoutes, { prefix: '/api' });
  await app.register(registerFrontDeskRoutes, { prefix: '/api' });
  await app.register(registerHousekeepingRoutes, { prefix: '/api' });
  await app.register(registerInventoryRoutes, { prefix: '/api' });
  await app.register(registerBookingMoveRoutes, { prefix: '/api' });
  await app.register(registerStayChangeRoutes, { prefix: '/api' });
  await app.register(registerStaffCancellationRoutes, { prefix: '/api' });
  await app.register(registerNoShowRoutes, { prefix: '/api' });
  await app.register(registerDeskGuestRoutes, { prefix: '/api' });
  await app.register(registerGuestProfileRoutes, { prefix: '/api' });
  await app.register(registerLedgerRoutes, { prefix: '/api' });
  await app.register(registerDeskBookingRoutes, { prefix: '/api' });
  await app.register(registerStayRoutes, { prefix: '/api' });
  // The front desk's payment links live outside /api: the guest opens them from a message (issue 27).
  await app.register(registerPayLinkRoutes);
  // The checkout's reconciliation and the orphan-image sweep run as the periodic job (plugins/jobs.ts).
  await registerJobs(app, runJobWork);
  await registerWeb(app, config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The SPA's Content-Security-Policy: scripts, fetches and frames from our origin only (no
 * inline script: Vite's build has none); images also from https (Google avatars) and the
 * image bucket; inline styles allowed (react-hot-toast injects a <style>).
 */
export function spaContentSecurityPolicy(config: AppConfig): string {
  const imageOrigins = new Set(["'self'", 'data:', 'blob:', 'https:']);
  if (config.s3) imageOrigins.add(new URL(config.s3.publicUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...imageOrigins].join(' ')}`,
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Cache-Control of a personal answer: never stored by a browser or a shared cache. */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Serves the built SPA with index.html as the fallback for client routes; JSON 404 under /api. */
async function registerWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  // Every HTML answer gets a CSP (issues #9, 24): the server's own pages (sandbox, sign-in
  // popup, API docs) set theirs; any other (the SPA, its shell under any path) gets the SPA's:
  // scripts from our origin only, never inline.
  const csp = spaContentSecurityPolicy(config);
  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (contentType.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', csp);
    }
    // Issue 24: an API answer is personal unless its route says how it may be cached (the
    // public cache's reads, invoices, …); better-auth's (sessions) always are.
    const isApiJson = request.url.startsWith('/api/') && contentType.startsWith('application/json');
    if (isApiJson && (!reply.hasHeader('cache-control') || request.url.startsWith('/api/auth/'))) {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    }
    return payload;
  });
  const webRoot = config.webRoot;
  const hasWeb = config.serveWeb && existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.registerPublic(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The build wrote .br and .gz beside each text file (vite.config.ts precompress).
      preCompressed: true,
      // `/` is server-rendered (modules/web-pages), not the bare index.html.
      index: false,
      // Vite fingerprints everything under /assets, so those files never change.
      setHeaders: (reply, filePath) => {
        const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isAsset ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
      },
    });
  }
  const sendShell = (reply: FastifyReply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  if (hasWeb) registerWebPages(app, webRoot, sendShell);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith(UPLOADS_PREFIX);
    if (!hasWeb || isApi || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    return sendShell(reply);
  });
}

/**
 * Runtime configuration derived from the validated environment (env.ts). buildApp takes
 * this object so tests can build apps without touching process.env.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import { splitAddressLines, type Env } from './env.ts';
import { resolveAuthSecret, resolveBuiltinStoreCredentials } from './install-secrets.ts';

type GatewayMode = 'builtin' | 'sandbox' | 'live';

export interface AppConfig {
  isProduction: boolean;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Issue 29: PostgreSQL as the tables' owner, used only to migrate (the app then runs as DATABASE_URL's role). */
  databaseMigrationUrl?: string;
  authSecret: string;
  /** Sign-in providers, e-mail and sign-in failure counters (issue #5). */
  identity: IdentityConfig;
  hotelTimeZone: string;
  /** HOTEL_NAME, HOTEL_ADDRESS (split at `|`) and HOTEL_EMAIL: who every invoice and e-mail is from (issue 10). */
  hotel: HotelIdentity;
  holdMinutes: number;
  /** Minutes a desk booking sent as a payment link holds its dates (DESK_LINK_HOLD_MINUTES, issue 27). */
  deskLinkHoldMinutes: number;
  /** What a no-show keeps of the stay's price (NO_SHOW_FEE, issue 28): the first night, or all of it. */
  noShowFee: 'first-night' | 'full-stay';
  /** Days after check-out a guest register's ID and passport numbers are kept (GUEST_ID_RETENTION_DAYS, issue 28). */
  guestIdRetentionDays: number;
  /** Days after the hotel's today the latest check-in may be (BOOKING_WINDOW_DAYS, issue #9). */
  bookingWindowDays: number;
  /**
   * HOTEL_SAME_DAY_TURNOVER (issue #12): a check-out day may be the next guest's check-in day.
   * Applied to the no-double-booking constraint at start-up (db/overlap-rule.ts), the room
   * search, the calendars and the date panel.
   */
  isSameDayTurnover: boolean;
  /**
   * SSLCommerz store and API base. In `builtin` mode the credentials are this install's own
   * (install-secrets.ts: DATA_DIR/builtin-gateway-store.json) and the built-in gateway refuses others.
   */
  gateway: {
    mode: GatewayMode;
    storeId: string;
    storePassword: string;
    baseUrl: string;
    /** How long one gateway call may take, ms, before it counts as failed (GATEWAY_UNAVAILABLE, 502). 15 s. */
    timeoutMs: number;
  };
  /** The largest single payment the gateway takes, poisha (SSLCOMMERZ_MAX_AMOUNT_BDT); larger stays are refused before a hold. */
  maxPaymentPoisha: number;
  seedDemoData: boolean;
  /** How many past paid stays the demo seed adds (SEED_PAST_BOOKINGS, 0 to 2000). */
  seedPastBookings: number;
  /** Folder of the demo seed's rendered pictures, kept between seeds (SEED_PICTURE_CACHE_DIR; test runs), or null. */
  seedPictureCacheDir: string | null;
  /** DEMO_MODE=true: production may run with the demo admin and the built-in gateway (issue #9). */
  isDemoMode: boolean;
  /** Serve the OpenAPI UI at /api/docs (API_DOCS; default: everywhere but production). */
  hasApiDocs: boolean;
  /** How long closing waits for in-flight requests before it cuts their connections, ms (SHUTDOWN_GRACE_MS, 20 s). */
  shutdownGraceMs: number;
  /** How long a checked session is trusted without asking the database, s (SESSION_CACHE_SECONDS, 30; 0 = always ask; issue 31). */
  sessionCacheSeconds: number;
  /**
   * STAFF_TWO_FACTOR (issue 29, decision 031): `required` refuses every staff route to a staff user
   * without a second factor (TWO_FACTOR_REQUIRED); `optional` lets them work without one (the demo owner).
   */
  staffTwoFactor: 'required' | 'optional';
  /** STEP_UP_MINUTES (issue 29): how old a session's last second-factor check may be for a `stepUp` route, minutes. */
  stepUpMinutes: number;
  logLevel: string;
  /** `pretty` (pino-pretty single lines; default in development) or `json` (LOG_FORMAT). */
  logFormat: 'pretty' | 'json';
  /** /metrics access (issue #14): bearer `token` on the app, and/or its own listener on `host`:`port`; neither → not served. */
  metrics: { token: string | null; port: number | null; host: string };
  /** Serve the built SPA from `webRoot` (false in API tests). */
  serveWeb: boolean;
  /** The built SPA (`WEB_DIST`, default dist/web). */
  webRoot: string;
  /** Fastify `trustProxy` from TRUST_PROXY: false (default), true, or the proxy's addresses/CIDRs. */
  trustProxy: boolean | string;
  /** S3-compatible image bucket (S3_* variables); null → local disk under DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Reconciliation job: in-process timer every `intervalMs`; asks the gateway about payments pending longer than `reconcileAfterMinutes`. */
  jobs: { isEnabled: boolean; intervalMs: number; reconcileAfterMinutes: number };
}

/** Where uploaded images go when S3_BUCKET is set (docs/architecture.md#external-services). */
export interface S3Config {
  bucket: string;
  /** Custom endpoint for S3-compatible servers (MinIO, R2, s3rver); unset → AWS. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither → the SDK's default credential chain (e.g. an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base URL browsers load images from (no trailing slash); objects are `${publicUrl}/${key}`. */
  publicUrl: string;
  forcePathStyle: boolean;
}

const GATEWAY_URLS = { sandbox: 'https://sandbox.sslcommerz.com', live: 'https://securepay.sslcommerz.com' };
/** SSLCommerz answers in well under a second; 15 s means it is down or the network is. */
const GATEWAY_TIMEOUT_MS = 15_000;

/** The S3 settings, or null without S3_BUCKET. Throws when only one S3 credential is set. */
function buildS3Config(env: Env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === 'true';
  const endpoint = env.S3_ENDPOINT?.replace(/\/$/, '');
  const defaultPublicUrl = endpoint
    ? forcePathStyle
      ? `${endpoint}/${env.S3_BUCKET}`
      : endpoint.replace('://', `://${env.S3_BUCKET}.`)
    : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: (env.S3_PUBLIC_URL ?? defaultPublicUrl).replace(/\/$/, ''),
    forcePathStyle,
  };
}

/** Identity settings of issue #5 (README configuration table). */
export interface IdentityConfig {
  /** Google sign-in (GOOGLE_CLIENT_ID/SECRET); wins over `oidc`. */
  google: { clientId: string; clientSecret: string } | null;
  /** A generic OpenID Connect provider shown as "Continue with Google" (OIDC_*): tests and local use. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** SMTP_URL → SMTP; else `.eml` files in `outboxDir` (DATA_DIR/outbox, a temp folder for memory://). */
  mail: { smtpUrl: string | null; outboxDir: string; from: string };
  /** REDIS_URL → limit counters shared by every instance; else in this process's memory. */
  redisUrl: string | null;
  /** Identity limits (plugins/auth-limits.ts): free sign-in tries per account+IP before delays
   *  (doubling up to `maxDelayMs`), failed sign-ins/ups per IP and reset e-mails per IP and account
   *  per `windowMs`, successful sign-ups per IP per hour. */
  rateLimit: {
    freeAttempts: number;
    baseDelayMs: number;
    maxDelayMs: number;
    maxIpFailures: number;
    maxSignUpsPerIp: number;
    maxResetRequests: number;
    maxProfileUploadsPerHour: number;
    /** Wrong step-up codes per user per `windowMs` (issue 29). */
    maxStepUpFailures: number;
    windowMs: number;
    keyPrefix: string;
  };
}

/** Throws when a credential pair is half set, so a typo does not silently disable sign-in. */
function buildIdentityConfig(env: Env, publicUrl: string): IdentityConfig {
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const oidcSet = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  const isMemory = env.DATA_DIR.startsWith('memory://');
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : null,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER.replace(/\/$/, ''), clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : null,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      outboxDir: isMemory ? path.join(tmpdir(), `hotel-outbox-${randomBytes(6).toString('hex')}`) : path.resolve(env.DATA_DIR, 'outbox'),
      from: env.MAIL_FROM ?? `Hotel Booking <no-reply@${new URL(publicUrl).hostname}>`,
    },
    redisUrl: env.REDIS_URL ?? null,
    rateLimit: {
      freeAttempts: 5,
      baseDelayMs: 1000,
      maxDelayMs: 15 * 60_000,
      maxIpFailures: 30,
      maxSignUpsPerIp: env.SIGNUPS_PER_IP_PER_HOUR,
      maxResetRequests: 5,
      maxProfileUploadsPerHour: 10,
      maxStepUpFailures: 5,
      windowMs: 15 * 60_000,
      keyPrefix: 'hotel-booking:auth-limits:',
    },
  };
}

/** TRUST_PROXY: unset/false → false, true → true, else the proxy's addresses/CIDRs as given. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Builds the AppConfig. Throws when live/sandbox gateway mode lacks store credentials. */
export function buildConfig(env: Env): AppConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mode = env.SSLCOMMERZ_MODE;
  if (mode !== 'builtin' && (!env.SSLCOMMERZ_STORE_ID || !env.SSLCOMMERZ_STORE_PASSWORD)) {
    throw new Error('SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD are required outside builtin mode');
  }
  return {
    isProduction: env.NODE_ENV === 'production',
    publicUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL || undefined,
    authSecret: resolveAuthSecret(env),
    identity: buildIdentityConfig(env, publicUrl),
    hotelTimeZone: env.HOTEL_TIME_ZONE,
    hotel: { name: env.HOTEL_NAME, addressLines: splitAddressLines(env.HOTEL_ADDRESS), email: env.HOTEL_EMAIL },
    holdMinutes: env.HOLD_MINUTES,
    deskLinkHoldMinutes: env.DESK_LINK_HOLD_MINUTES,
    noShowFee: env.NO_SHOW_FEE,
    guestIdRetentionDays: env.GUEST_ID_RETENTION_DAYS,
    bookingWindowDays: env.BOOKING_WINDOW_DAYS,
    isSameDayTurnover: env.HOTEL_SAME_DAY_TURNOVER === 'true',
    gateway: {
      mode,
      // Outside builtin both are set (checked above); builtin uses its own per-install pair (issue #9).
      ...(mode === 'builtin'
        ? resolveBuiltinStoreCredentials(env)
        : { storeId: env.SSLCOMMERZ_STORE_ID!, storePassword: env.SSLCOMMERZ_STORE_PASSWORD! }),
      baseUrl: env.SSLCOMMERZ_BASE_URL ?? (mode === 'builtin' ? `${publicUrl}/sandbox-gateway` : GATEWAY_URLS[mode]),
      timeoutMs: GATEWAY_TIMEOUT_MS,
    },
    maxPaymentPoisha: env.SSLCOMMERZ_MAX_AMOUNT_BDT * 100,
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    seedPastBookings: env.SEED_PAST_BOOKINGS,
    seedPictureCacheDir: env.SEED_PICTURE_CACHE_DIR ? path.resolve(env.SEED_PICTURE_CACHE_DIR) : null,
    isDemoMode: env.DEMO_MODE === 'true',
    hasApiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    staffTwoFactor: env.STAFF_TWO_FACTOR ?? (env.NODE_ENV === 'production' ? 'required' : 'optional'),
    stepUpMinutes: env.STEP_UP_MINUTES,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null, host: env.METRICS_HOST },
    serveWeb: true,
    webRoot: path.resolve(env.WEB_DIST),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    s3: buildS3Config(env),
    jobs: {
      isEnabled: env.JOBS_ENABLED === 'true',
      intervalMs: env.JOB_INTERVAL_MS,
      reconcileAfterMinutes: env.RECONCILE_AFTER_MINUTES,
    },
  };
}

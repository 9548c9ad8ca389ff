import { z } from 'zod';
import { DEFAULT_BOOKING_WINDOW_DAYS } from '#shared/domain/stay-dates.ts';
import { DEFAULT_MAX_PAYMENT_BDT } from '#shared/domain/stay-limits.ts';

const DEFAULT_HOTEL_ADDRESS = 'House 12, Road 7, Gulshan 1|Dhaka 1212, Bangladesh';
const hasAddressLine = (value: string) => splitAddressLines(value).length > 0;

/**
 * Process environment, validated once at boot (docs/architecture.md#rules-of-the-house). Unknown variables are ignored;
 * a bad value stops the server with a list of what is wrong.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  // Issue 29: the tables' owner, for migrations only (deploy/postgres-roles.sql); unset → DATABASE_URL migrates.
  DATABASE_MIGRATION_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  // Signs sessions: 32+ characters, as better-auth asks (issue 24), e.g. `openssl rand -hex 32`.
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  HOTEL_TIME_ZONE: z.string().default('Asia/Dhaka').refine(isIanaTimeZone, 'must be an IANA time zone, e.g. Asia/Dhaka'),
  // The hotel's identity on invoices and e-mails (issue 10): name, postal address lines joined by '|', e-mail.
  HOTEL_NAME: z.string().trim().min(1).max(200).default('Hotel Booking'),
  HOTEL_ADDRESS: z.string().default(DEFAULT_HOTEL_ADDRESS).refine(hasAddressLine, "must hold at least one line (separated by '|')"),
  HOTEL_EMAIL: z.email().default('stay@hotel.test'),
  // Production safety (issue #9): the demo admin and the built-in gateway only with DEMO_MODE=true;
  // /api/docs on outside production, in production only with API_DOCS=true.
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
  API_DOCS: z.enum(['true', 'false']).optional(),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** Issue 27: how long a booking the desk sent a payment link for holds its dates (the guest pays later, from a phone). */
  DESK_LINK_HOLD_MINUTES: z.coerce.number().int().min(1).max(2880).default(120),
  /** Issue 28: what a no-show keeps of the stay's price (the rest is refunded). */
  NO_SHOW_FEE: z.enum(['first-night', 'full-stay']).default('first-night'),
  /** Issue 28: days after check-out the guest register keeps ID, passport and visa numbers (then blanked). */
  GUEST_ID_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // How many days ahead of the hotel's today a stay may start (issue #9; default 2 years).
  BOOKING_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_BOOKING_WINDOW_DAYS),
  // Same-day turnover (issue #12): true lets one guest's check-out day be the next guest's check-in
  // day; false (default) keeps docs/product/rules.md#availability's rule that edge days overlap.
  HOTEL_SAME_DAY_TURNOVER: z.enum(['true', 'false']).default('false'),
  SSLCOMMERZ_MODE: z.enum(['builtin', 'sandbox', 'live']).default('builtin'),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  SSLCOMMERZ_BASE_URL: z.url().optional(),
  // Largest single payment the gateway takes, BDT (SSLCommerz: 10.00 to 500000.00 BDT per transaction).
  SSLCOMMERZ_MAX_AMOUNT_BDT: z.coerce.number().int().min(10).max(100_000_000).default(DEFAULT_MAX_PAYMENT_BDT),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  // Past paid stays the demo seed adds for the admin screens (issue #13); 0 = only the demo's own few.
  SEED_PAST_BOOKINGS: z.coerce.number().int().min(0).max(2000).default(0),
  // A folder where the demo seed keeps its rendered pictures between seeds (test runs); unset: none.
  SEED_PICTURE_CACHE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Operating (issue #14): log format (default pretty in development, JSON otherwise) and where /metrics is served.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Issue 29: staff must enrol a second factor (default `required` in production, `optional` elsewhere). */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  /** Issue 29: minutes a second-factor check vouches for a refund, a role change or a settings change. */
  STEP_UP_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  WEB_DIST: z.string().default('dist/web'),
  TRUST_PROXY: z.string().optional(),
  // Identity (issue #5): Google, or a generic OpenID Connect provider shown as Google (tests, local use);
  // SMTP for e-mail (else .eml files in DATA_DIR/outbox); Redis for sign-in failure counters (else memory).
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  REDIS_URL: z.url().optional(),
  // New accounts per IP per hour: one hotel lobby or office behind one NAT address may need more.
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // Reconciliation job (issue #4): off switch, period, and how old a pending payment must be before the gateway is asked.
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  JOB_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  // Image storage in an S3-compatible bucket when S3_BUCKET is set (docs/architecture.md#external-services); local disk otherwise.
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof envSchema>;

/** Whether `zone` is a time zone this runtime knows (IANA names such as Asia/Dhaka). */
function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** HOTEL_ADDRESS's printed lines: split at `|`, trimmed, empty ones dropped. */
export function splitAddressLines(value: string): string[] {
  return value
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Parses `source` (default `process.env`). Throws an Error listing every invalid variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return result.data;
}

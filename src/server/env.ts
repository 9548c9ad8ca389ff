import { z } from 'zod';
import { DEFAULT_MAX_PAYMENT_BDT } from '#shared/domain/stay-limits.ts';

/**
 * Process environment, validated once at boot (DESIGN §1). Unknown variables are ignored;
 * a bad value stops the server with a list of what is wrong.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  BETTER_AUTH_SECRET: z.string().min(16).optional(),
  HOTEL_TIME_ZONE: z.string().default('Asia/Dhaka').refine(isIanaTimeZone, 'must be an IANA time zone, e.g. Asia/Dhaka'),
  // Production safety (issue #9): the demo admin and the built-in gateway only with DEMO_MODE=true;
  // /api/docs on outside production, in production only with API_DOCS=true.
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
  API_DOCS: z.enum(['true', 'false']).optional(),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  SSLCOMMERZ_MODE: z.enum(['builtin', 'sandbox', 'live']).default('builtin'),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  SSLCOMMERZ_BASE_URL: z.url().optional(),
  // Largest single payment the gateway takes, BDT (SSLCommerz: 10.00 to 500000.00 BDT per transaction).
  SSLCOMMERZ_MAX_AMOUNT_BDT: z.coerce.number().int().min(10).max(100_000_000).default(DEFAULT_MAX_PAYMENT_BDT),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Operating (issue #14): log format (default pretty in development, JSON otherwise) and where /metrics is served.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
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
  // Reconciliation job (issue #4): off switch, period, and how old a pending payment must be before the gateway is asked.
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  JOB_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  // Image storage in an S3-compatible bucket when S3_BUCKET is set (DESIGN §5); local disk otherwise.
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
export function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
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

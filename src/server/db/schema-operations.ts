/**
 * Operating tables of issue #13 (kept apart from schema.ts, re-exported by it): the e-mail
 * outbox (a durable job queue on the same database, PostgreSQL or PGlite) and the append-only
 * audit log. Neither has foreign keys: an entry outlives anything it names.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One e-mail to send. `key` is the event's idempotency key (unique: enqueuing the same event
 * twice keeps one row); `kind` + `payload` name the template and its data, rendered at send
 * time. status: pending → sent, or failed after the last attempt.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this (exponential backoff after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: nobody else sends it until then (a crashed worker's claim lapses). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_outbox_key_unique').on(t.key),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Who did what to which object, before and after, when and from where (issue #13). Rows are
 * only ever inserted: a trigger (migration 0008) refuses UPDATE, DELETE and TRUNCATE.
 * `actor` is a user id, 'system' (the job) or 'gateway'; `ip` is null for work without a request.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at.desc(), t.id.desc()),
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
  ],
);

/**
 * Operating tables of issue #13 (kept apart from schema.ts, re-exported by it): the e-mail
 * outbox (a durable job queue on the same database, PostgreSQL or PGlite) and the append-only
 * audit log. Neither has foreign keys: an entry outlives anything it names.
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** Issue 29: the actor's role when the entry was written (an auditor wants the role at the time, not today's). */
    actorRole: text('actor_role'),
  },
  (t) => [
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at.desc(), t.id.desc()),
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    // Issue 29: the person and action filters, newest first.
    index('audit_log_actor_idx').on(t.actor, t.at.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc(), t.id.desc()),
  ],
);

/** PostgreSQL's 64-bit transaction id (`xid8`, PostgreSQL 13+; PGlite is 17), read and written as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The transactional outbox (decision 024): one row per domain event, inserted in the same
 * transaction as the change it reports. `xid` is that transaction's id (`pg_current_xact_id()`),
 * so readers take only events of transactions older than every running one and never skip a
 * lower id that commits late. `payload` is the event's own JSON (its type's fields).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    bookingId: uuid('booking_id'),
    payload: jsonb('payload').notNull(),
    /** The insert's own clock (not the transaction's start), so events of one transaction keep their order in time too. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('domain_events_xid_id_idx').on(t.xid, t.id)],
);

/**
 * Where each named consumer of domain_events stands: the last (xid, id) it handled, updated in
 * the consumer's own transaction with what it wrote (decision 024). Locked FOR UPDATE while a
 * delivery runs, so two instances never hand the same event to one consumer.
 */
export const outboxCursors = pgTable('outbox_cursors', {
  consumer: text('consumer').primaryKey(),
  lastXid: xid8('last_xid')
    .notNull()
    .default(sql`'0'::xid8`),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

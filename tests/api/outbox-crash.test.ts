/**
 * Issue 26 "Side effects written in the same transaction" (decision 024): a real server process
 * is killed with SIGKILL right after a checkout transaction committed, before anything it would
 * do after the commit; the restarted app then writes every e-mail and audit row of the flow,
 * exactly once — and a second restart adds none. The same on PGlite (a DATA_DIR on disk) and on
 * PostgreSQL (DATABASE_URL: a scratch database of its own).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { auditLog, bookings, domainEvents, emailOutbox } from '#server/db/schema.ts';
import { buildTestApp, createScratchDatabase } from '#tests/helpers/build-test-app.ts';

const serverUrl = process.env.DATABASE_URL;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database of the test's own: a scratch PostgreSQL database, or a PGlite DATA_DIR on disk. */
async function ownDatabase(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { dataDir };
  const scratch = await createScratchDatabase(serverUrl);
  cleanups.push(scratch.drop);
  return { dataDir, databaseUrl: scratch.url };
}

/** Runs the flow `scenario` in a server process that dies right after the commit of a statement matching `crashAfter`. */
function runUntilCrash(db: { dataDir: string; databaseUrl?: string }, scenario: string, crashAfter: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/helpers/crash-after-commit.ts', 'tests/helpers/outbox-crash-child.ts'],
    {
      env: {
        ...env,
        DATA_DIR: db.dataDir,
        CRASH_DATABASE_URL: db.databaseUrl ?? '',
        SCENARIO: scenario,
        CRASH_AFTER_COMMIT_OF: crashAfter,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ signal: NodeJS.Signals | null; tranId: string; output: string }>((resolve) =>
    child.on('close', (_code, signal) => {
      const tranId = (JSON.parse(stdout.split('\n').find((line) => line.includes('tranId')) ?? '{}') as { tranId?: string }).tranId;
      resolve({ signal, tranId: tranId ?? '', output: stdout + stderr });
    }),
  );
}

/** What the database holds about `tranId`'s booking: its events, audit actions and e-mail keys. */
async function recordsOf(db: { dataDir: string; databaseUrl?: string }, tranId: string) {
  const handle = await openDatabase({ ...db, purpose: 'outbox-crash test' });
  try {
    const [booking] = await handle.db.select().from(bookings).where(eq(bookings.tranId, tranId));
    const events = await handle.db.select().from(domainEvents).where(eq(domainEvents.bookingId, booking.id));
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.objectId, booking.id));
    const keys = [
      `booking-confirmed:${booking.id}`,
      ...events.flatMap((e) => (e.type === 'refund-accepted' ? [`auto-refund:${(e.payload as { refundId: string }).refundId}`] : [])),
    ];
    const emails = await handle.db.select().from(emailOutbox).where(inArray(emailOutbox.key, keys));
    return {
      events: events.map((e) => e.type).sort(),
      audit: audit.map((a) => a.action).sort(),
      emails: emails.map((e) => e.kind).sort(),
    };
  } finally {
    await handle.close();
  }
}

/** Starts the app again on the same database, lets its first outbox run finish, and closes it. */
async function restart(db: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const t = await buildTestApp(db.databaseUrl ? { databaseUrl: db.databaseUrl } : { dataDir: db.dataDir });
  await t.app.backgroundTasks.settled();
  await t.close();
}

describe(`killed between the commit and the delivery (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a paid booking: its confirmation e-mail and payment entry appear once after the restart', { timeout: 300_000 }, async () => {
    const db = await ownDatabase();
    const run = await runUntilCrash(db, 'paid', '"paid_at" = now\\(\\)');
    expect(run.signal, run.output).toBe('SIGKILL');

    expect(await recordsOf(db, run.tranId)).toEqual({ events: ['booking-held', 'payment-confirmed'], audit: [], emails: [] });
    await restart(db);
    const after = { events: ['booking-held', 'payment-confirmed'], audit: ['payment.confirmed'], emails: ['booking-confirmed'] };
    expect(await recordsOf(db, run.tranId)).toEqual(after);
    await restart(db);
    expect(await recordsOf(db, run.tranId)).toEqual(after);
  });

  it(
    'a late payment refunded at once: its refund notice and money entries appear once after the restart',
    { timeout: 300_000 },
    async () => {
      const db = await ownDatabase();
      const run = await runUntilCrash(db, 'late-refund', '"refunded_at" = case when');
      expect(run.signal, run.output).toBe('SIGKILL');

      const before = await recordsOf(db, run.tranId);
      expect(before.events).toEqual(['booking-held', 'payment-confirmed', 'refund-accepted', 'refund-requested']);
      expect(before.audit).not.toContain('refund.accepted');
      expect(before.emails).toEqual([]);
      await restart(db);
      const after = {
        events: before.events,
        audit: ['payment.confirmed', 'refund.accepted', 'refund.requested'],
        emails: ['auto-refund'],
      };
      expect(await recordsOf(db, run.tranId)).toEqual(after);
      await restart(db);
      expect(await recordsOf(db, run.tranId)).toEqual(after);
    },
  );
});

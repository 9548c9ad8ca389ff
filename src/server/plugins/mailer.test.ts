import { mkdtempSync, readdirSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

let outboxDir: string;
// The temporary parent too, not only the outbox inside it.
afterEach(() => rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

describe('the outbox mailer', () => {
  it('never lets a reader see a half-written .eml file', async () => {
    outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = createMailer({ smtpUrl: null, from: 'Hotel <no-reply@hotel.test>', outboxDir });
    await mailer.send({ to: 'warm-up@example.com', subject: 'warm-up', text: 'x', html: '<p>x</p>' });
    const warmUp = readdirSync(outboxDir);

    // A large message is written in many chunks: watch every change and size every .eml seen.
    const seen: Array<{ file: string; size: number }> = [];
    let sawSentinel: () => void = () => {};
    const sentinelSeen = new Promise<void>((resolve) => {
      sawSentinel = resolve;
    });
    const watcher = watch(outboxDir, (_event, file) => {
      if (file === 'sentinel') sawSentinel();
      if (!file?.endsWith('.eml') || warmUp.includes(file)) return;
      try {
        seen.push({ file, size: statSync(path.join(outboxDir, file)).size });
      } catch {
        // renamed away or not there yet
      }
    });
    const body = 'A long letter. '.repeat(400_000);
    await mailer.send({ to: 'reader@example.com', subject: 'Big', text: body, html: `<p>${body}</p>` });
    // Watch events arrive in order: once the sentinel written after send() is seen, every
    // event of the message's writes has been delivered (no fixed sleep).
    writeFileSync(path.join(outboxDir, 'sentinel'), 'x');
    await sentinelSeen;
    watcher.close();

    const [file] = readdirSync(outboxDir).filter((f) => f.endsWith('.eml') && !warmUp.includes(f));
    const finalSize = statSync(path.join(outboxDir, file)).size;
    expect(finalSize).toBeGreaterThan(12_000_000);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.file === file && s.size === finalSize)).toBe(true);
  });
});

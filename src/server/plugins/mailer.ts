/**
 * Outgoing e-mail (docs/architecture.md#external-services): SMTP through nodemailer when SMTP_URL is set, else each message
 * is written as an `.eml` file into the outbox folder (DATA_DIR/outbox) and logged, so the app
 * needs no mail account to run and tests can read what was sent.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { IdentityConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /**
   * A message sent again after a crash (the e-mail queue's at-least-once retry) carries the same
   * id and date: the outbox files it under the same name (replacing the first copy, never a
   * second file), and over SMTP the same Message-ID lets receiving servers drop the duplicate.
   */
  identity?: { messageId: string; date: Date };
}

export interface Mailer {
  /** Sends (or files) one message. Rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
}

/** Where the outbox keeps a message: `{time}-{uuid}.eml`, sortable by when it was sent. */
function outboxFileName(identity: MailMessage['identity']): string {
  const stamp = (identity?.date ?? new Date()).toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${identity ? identity.messageId.replace(/[^A-Za-z0-9_-]/g, '_') : randomUUID()}.eml`;
}

/** nodemailer's fields of `message` (from, the identity as Message-ID and Date headers). */
function toNodemailer(from: string, { identity, ...message }: MailMessage) {
  return { from, ...message, ...(identity ? { messageId: `<${identity.messageId}>`, date: identity.date } : {}) };
}

/** The mailer of `mail` config; `log` receives one line per filed message. */
export function createMailer(mail: IdentityConfig['mail'], log: (line: string) => void = () => {}): Mailer {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(toNodemailer(mail.from, message));
      },
    };
  }
  // buffer: true makes nodemailer build the full RFC 822 message without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(mail.from, message));
      await mkdir(mail.outboxDir, { recursive: true });
      const file = path.join(mail.outboxDir, outboxFileName(message.identity));
      // Written aside, then renamed: a reader of the outbox never sees a half-written .eml
      // (the password-reset test once read one empty).
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log(`e-mail to ${message.to} written to ${file}`);
    },
  };
}

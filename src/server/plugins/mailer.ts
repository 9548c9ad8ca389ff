/**
 * Outgoing e-mail (DESIGN §5): SMTP through nodemailer when SMTP_URL is set, else each message
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
}

export interface Mailer {
  /** Sends (or files) one message. Rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
}

/** Where the outbox keeps a message: `{time}-{uuid}.eml`, sortable by when it was sent. */
function outboxFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
}

/** The mailer of `mail` config; `log` receives one line per filed message. */
export function createMailer(mail: IdentityConfig['mail'], log: (line: string) => void = () => {}): Mailer {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
      },
    };
  }
  // buffer: true makes nodemailer build the full RFC 822 message without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await mkdir(mail.outboxDir, { recursive: true });
      const file = path.join(mail.outboxDir, outboxFileName());
      // Written aside, then renamed: a reader of the outbox never sees a half-written .eml
      // (the password-reset test once read one empty).
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log(`e-mail to ${message.to} written to ${file}`);
    },
  };
}

/**
 * With SMTP_URL set, the password-reset e-mail goes out over SMTP (nodemailer) instead of the
 * outbox folder. A minimal SMTP server in this file receives it; the link in it works.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { waitUntil } from '#tests/helpers/payment-flow.ts';
import { createUser } from '#tests/factories/users.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

const SMTP_REPLIES: Record<string, string> = {
  EHLO: '250 fake-smtp',
  HELO: '250 fake-smtp',
  MAIL: '250 OK',
  RCPT: '250 OK',
  DATA: '354 go ahead',
  RSET: '250 OK',
  NOOP: '250 OK',
};

/** Speaks just enough SMTP (RFC 5321, no TLS, no auth) to accept messages into `inbox`. */
function startFakeSmtp(inbox: ReceivedMail[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let buffer = '';
    let isReadingData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 fake-smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (isReadingData) {
          if (line !== '.') {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
            continue;
          }
          isReadingData = false;
          inbox.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') isReadingData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(`${SMTP_REPLIES[verb] ?? '502 not implemented'}\r\n`);
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

let t: TestApp;
let smtp: Server;
const inbox: ReceivedMail[] = [];

beforeAll(async () => {
  const fake = await startFakeSmtp(inbox);
  smtp = fake.server;
  const env = readEnv({ DATA_DIR: 'memory://', SMTP_URL: `smtp://127.0.0.1:${fake.port}`, MAIL_FROM: 'Hotel Booking <desk@hotel.test>' });
  t = await buildTestApp({ identity: buildConfig(env).identity });
});

afterAll(async () => {
  await t?.close();
  smtp?.close();
});

describe('password reset over SMTP', () => {
  it('sends the reset e-mail to the account over SMTP, not to the outbox, and its link works', async () => {
    const u = await createUser(t.app, { email: 'smtp-user@example.com', password: 'oldpass1' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: u.email } });
    expect(res.statusCode).toBe(200);
    await waitUntil(async () => inbox.length === 1);

    const [mail] = inbox;
    expect(mail.from).toContain('<desk@hotel.test>');
    expect(mail.to).toEqual(['RCPT TO:<smtp-user@example.com>']);
    const body = mail.data.replace(/=\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('Subject: Reset your Hotel Booking password');
    const token = new RegExp(`${t.baseUrl}/reset-password\\?token=([\\w-]+)`).exec(body)?.[1];
    expect(token).toBeTruthy();
    const outbox = t.config.identity.mail.outboxDir;
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'newpass1' } });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: u.email, password: 'newpass1' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

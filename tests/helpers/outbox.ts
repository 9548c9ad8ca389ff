/**
 * Reading the outbox mailer's `.eml` files (plugins/mailer.ts) in tests: headers, the text and
 * HTML parts and attachments of nodemailer's MIME, enough for our own e-mails (no general parser).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normal = raw.replace(/\r\n/g, '\n');
  const end = normal.indexOf('\n\n');
  const head = end === -1 ? normal : normal.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? '' : normal.slice(end + 2) };
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

function decode(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body, 'utf8');
}

function leaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks.filter((c) => !c.startsWith('--')).flatMap((c) => leaves(splitPart(c.replace(/^\n/, ''))));
}

/** Parses one `.eml` file. */
function readMail(file: string): OutboxMail {
  const top = splitPart(readFileSync(file, 'utf8'));
  const mail: OutboxMail = { file, headers: top.headers, text: '', html: '', attachments: [] };
  for (const leaf of leaves(top)) {
    const type = (leaf.headers['content-type'] ?? 'text/plain').split(';')[0].trim();
    const filename = /filename="?([^";]+)"?/.exec(leaf.headers['content-disposition'] ?? '')?.[1];
    if (filename) mail.attachments.push({ filename, contentType: type, content: decode(leaf) });
    else if (type === 'text/plain') mail.text = decode(leaf).toString('utf8');
    else if (type === 'text/html') mail.html = decode(leaf).toString('utf8');
  }
  return mail;
}

/** Every `.eml` in `outboxDir`, oldest first (names start with the time). */
export function readOutbox(outboxDir: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readMail(path.join(outboxDir, f)));
}

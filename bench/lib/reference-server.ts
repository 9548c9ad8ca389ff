/**
 * Issue 31's reference: a plain `node:http` server, in its own Node process (so its CPU can be
 * read from /proc like the app's), answering every request with the bytes and the headers that
 * matter (status, content-type, content-encoding) the app answered, as captured by `capture`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';

/** What the app answered: raw body bytes (still compressed when content-encoding is set). */
export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const KEPT_HEADERS = ['content-type', 'content-encoding'];

/** GETs `url` with `headers` without decoding the body; throws on a non-2xx answer. */
export function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const body = Buffer.concat(chunks);
        if (status < 200 || status >= 300) return reject(new Error(`GET ${url} answered ${status}: ${body.toString().slice(0, 200)}`));
        const kept = KEPT_HEADERS.flatMap((name) => {
          const value = res.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        });
        resolve({ status, headers: Object.fromEntries(kept) as Record<string, string>, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// The child's whole program: read the answer from stdin, listen, print the port.
const CHILD_SOURCE = `
const http = require('node:http');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', () => {
  const { status, headers, body } = JSON.parse(Buffer.concat(chunks).toString());
  const bytes = Buffer.from(body, 'base64');
  const head = { ...headers, 'content-length': bytes.length };
  const server = http.createServer((req, res) => { res.writeHead(status, head); res.end(bytes); });
  server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
});`;

export interface ReferenceServer {
  url: string;
  pid: number;
  close: () => Promise<void>;
}

/** Starts the reference for `answer` on a free port; resolves once it listens. */
export async function startReferenceServer(answer: Captured): Promise<ReferenceServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD_SOURCE], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(JSON.stringify({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64') }));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the node:http reference exited with code ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

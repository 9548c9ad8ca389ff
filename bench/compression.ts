/**
 * Figure 3 of issue 11: are text responses compressed? Asks a fresh demo app (PGlite) for the
 * HTML of `/` and `/rooms`, every JS and CSS file of the build, every SVG in it and the room
 * list JSON with `accept-encoding: br, gzip`, and prints how many came back encoded and the
 * bytes on the wire against the raw bytes (the reference).
 * Run: npm run build && npm run bench:compression
 */
import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { startApp } from './lib/app-process.ts';

/** GET with `accept-encoding`; the body as it travelled (not decoded) and its encoding. */
function getRaw(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
    }).on('error', reject);
  });
}

export async function benchCompression(webRoot = process.env.WEB_DIST ?? 'dist/web'): Promise<string[]> {
  const assets = readdirSync(path.join(webRoot, 'assets'))
    .filter((f) => /\.(js|css|svg)$/.test(f))
    .map((f) => `/assets/${f}`);
  const app = await startApp();
  try {
    const paths = ['/', '/rooms', '/api/all-rooms', ...assets];
    let encoded = 0;
    let wire = 0;
    let raw = 0;
    const plain: string[] = [];
    for (const p of paths) {
      const { bytes, encoding } = await getRaw(app.url + p, 'br, gzip');
      const { bytes: rawBytes } = await getRaw(app.url + p, 'identity');
      wire += bytes;
      raw += rawBytes;
      if (encoding === 'br' || encoding === 'gzip') encoded += 1;
      else plain.push(`${p} (${rawBytes} B)`);
    }
    return [
      `compression: ${encoded} of ${paths.length} text responses encoded (goal: all); ${(wire / 1024).toFixed(0)} KB on the wire vs ${(raw / 1024).toFixed(0)} KB raw → ratio ${(wire / raw).toFixed(2)}` +
        (plain.length ? `; raw: ${plain.slice(0, 5).join(', ')}${plain.length > 5 ? ', …' : ''}` : ''),
    ];
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchCompression()) console.log(line);
}

/**
 * Figure 5 of issue 11: Lighthouse mobile performance (default mobile emulation and simulated
 * throttling) of `/`, `/rooms` and a room page (signed in as the demo guest: the room page
 * needs a session), in Debian's chromium, against a fresh demo app on PGlite.
 * Prints each score as a ratio to the 0.95 goal and the LCP against 2.5 s.
 * Run: npm run build && npm run bench:lighthouse (BENCH_LIGHTHOUSE_DIR=dir also keeps each report as JSON)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#tests/helpers/chromium.ts';
import { signInGuest, startApp } from './lib/app-process.ts';

export async function benchLighthouse(): Promise<string[]> {
  const app = await startApp();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
  const lines: string[] = [];
  try {
    const rooms = (await (await fetch(`${app.url}/api/all-rooms`)).json()) as Array<{ _id: string }>;
    const cookie = await signInGuest(app.url);
    const pages: Array<{ path: string; headers?: Record<string, string> }> = [
      { path: '/' },
      { path: '/rooms' },
      { path: `/room/${rooms[0]._id}`, headers: { cookie } },
    ];
    for (const page of pages) {
      const result = await lighthouse(`${app.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: page.headers,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page.path}`);
      if (lhr.runtimeError) {
        lines.push(`Lighthouse mobile ${page.path}: failed (${lhr.runtimeError.code}); run again`);
        continue;
      }
      if (process.env.BENCH_LIGHTHOUSE_DIR)
        writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${page.path.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr));
      const score = lhr.categories.performance.score ?? 0;
      const lcp = (lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000;
      const fcp = (lhr.audits['first-contentful-paint'].numericValue ?? 0) / 1000;
      const tbt = lhr.audits['total-blocking-time'].numericValue ?? 0;
      const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? 0;
      lines.push(
        `Lighthouse mobile ${page.path.startsWith('/room/') ? '/room/{id}' : page.path}: performance ${score.toFixed(2)} → ratio to 0.95 goal ${(score / 0.95).toFixed(2)};` +
          ` LCP ${lcp.toFixed(1)} s (goal < 2.5 s), FCP ${fcp.toFixed(1)} s, TBT ${tbt.toFixed(0)} ms, CLS ${cls.toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    await app.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLighthouse()) console.log(line);
}

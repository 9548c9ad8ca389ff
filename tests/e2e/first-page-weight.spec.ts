/**
 * Issue 11, "the first page needs little JavaScript", with React since issue 25: what a phone
 * downloads before `/` and `/rooms` work. The initial JavaScript of the build (entry, its static
 * imports and the page's: `npm run bench:bundle`) is at most 130 KB gzip (issue 25, BUDGET_BYTES),
 * and a fresh browser fetches at most a brotli budget of script for either page, none of it a
 * heavy screen's chunk: forms and validation, the calendar, the lightbox, the charts, the room
 * page. The bytes are those of the build, so this is deterministic.
 */
import { expect, test } from './fixtures.ts';
import { BUDGET_BYTES, measureInitialJs } from '../../bench/bundle-size.ts';

/**
 * Brotli bytes of JavaScript the first page may fetch: the initial JavaScript as sent (about
 * 0.88 of its gzip size) plus the toasts' chunk fetched after start (4.2 KiB). 114.4 / 115.0 KiB
 * today, docs/performance.md#issue-25-the-first-page-with-react.
 */
const SCRIPT_BUDGET_BYTES = 118 * 1024;
const HEAVY_CHUNKS = /\/(forms-vendor|calendar-popover|room-lightbox|report-charts|room-detail-page|room-form|auth-client)-[\w-]+\.js$/;

for (const path of ['/', '/rooms']) {
  test(`${path}: initial JavaScript at most ${BUDGET_BYTES / 1024} KB gzip`, () => {
    const { gzip, files } = measureInitialJs(process.env.WEB_DIST ?? 'dist/web', path);
    expect(gzip, files.map((f) => `${f.file} ${f.gzip}`).join(', ')).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test(`${path} loads at most ${SCRIPT_BUDGET_BYTES / 1024} KiB of script and no heavy screen`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, bytes: entry.encodedBodySize, raw: entry.decodedBodySize })),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // Sent compressed: fewer bytes on the wire than in the files.
    expect(scripts.every((s) => s.bytes > 0 && s.bytes < s.raw)).toBe(true);
    expect(scripts.filter((s) => HEAVY_CHUNKS.test(s.name)).map((s) => s.name)).toEqual([]);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(total, scripts.map((s) => `${s.name} ${s.bytes}`).join(', ')).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
  });
}

import { describe, expect, it } from 'vitest';
import { locateWebEntry } from './web-entry.ts';

describe('locateWebEntry (issue 25, decision 022)', () => {
  it('takes the render entry’s SSR build beside a bundled server', () => {
    expect(locateWebEntry('file:///opt/hotel-booking/dist/server/server.js')).toEqual({
      url: 'file:///opt/hotel-booking/dist/ssr/entry-server.js',
      isBuilt: true,
    });
    // A chunk of the bundle sits in the same folder as server.js.
    expect(locateWebEntry('file:///opt/hotel-booking/dist/server/web-pages-Ab12.js').url).toBe(
      'file:///opt/hotel-booking/dist/ssr/entry-server.js',
    );
  });

  it('takes the .tsx source when the server runs from its sources (tsx, vitest)', () => {
    expect(locateWebEntry('file:///repo/src/server/plugins/web-entry.ts')).toEqual({
      url: 'file:///repo/src/web/entry-server.tsx',
      isBuilt: false,
    });
  });
});

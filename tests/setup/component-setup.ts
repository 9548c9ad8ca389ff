/**
 * Set-up of every component test (vitest.config.ts, project `dom`; issue 25): unmount what a
 * test rendered (Testing Library does this itself only with vitest's globals, which we do not
 * turn on) and put back any stubbed global such as `fetch`.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor give up after 1 s by default; with the API suite and the journeys beside
// them on 2 cores (scripts/test-all.mjs) a lazy chunk's first import alone took longer. They
// return as soon as what they wait for is there, so a wider limit costs nothing when all is well.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

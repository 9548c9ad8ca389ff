/**
 * The module boundaries of issue 26, as eslint.config.js enforces them
 * (docs/architecture.md#rules-of-the-house): a module never imports another module's
 * repositories, other modules reach checkout only through checkout.service.ts, its events and
 * its state table, and plugins never import modules. Each case lints a real file of the tree
 * with one import added, through the project's own ESLint configuration.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const RULE = 'import/no-restricted-paths';

// Only the zones rule runs, and it needs no type information: skip building the TypeScript program.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { files: ['**/*.ts'], languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The messages of the zones rule for `file` with `line` added on top. */
async function zoneErrorsWith(file: string, line: string): Promise<string[]> {
  const source = `${line}\n${readFileSync(path.join(root, file), 'utf8')}`;
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('module boundaries', () => {
  it("refuses a module importing another module's repository", async () => {
    const errors = await zoneErrorsWith(
      'src/server/modules/reviews/reviews.service.ts',
      "import { findBookingView } from '../bookings/bookings.repository.ts';",
    );
    expect(errors).toEqual([expect.stringContaining("a module's repositories are its own")]);
  });

  it("lets a module import its own repositories and another module's service", async () => {
    const file = 'src/server/modules/reviews/reviews.service.ts';
    expect(await zoneErrorsWith(file, "import { insertReview } from './reviews.repository.ts';")).toEqual([]);
    expect(await zoneErrorsWith(file, "import { toBookingDto } from '../bookings/bookings.service.ts';")).toEqual([]);
  });

  it("refuses checkout's insides to other modules, its surface passes", async () => {
    const file = 'src/server/modules/cancellations/cancellations.service.ts';
    expect(await zoneErrorsWith(file, "import { resolveCancellation } from '../checkout/transitions.repository.ts';")).toEqual(
      expect.arrayContaining([expect.stringContaining('other modules reach checkout through checkout.service.ts')]),
    );
    expect(await zoneErrorsWith(file, "import { requestRefund } from '../checkout/refunds.ts';")).toEqual([
      expect.stringContaining('other modules reach checkout through checkout.service.ts'),
    ]);
    expect(await zoneErrorsWith(file, "import { requestRefund } from '../checkout/checkout.service.ts';")).toEqual([]);
    expect(await zoneErrorsWith(file, "import { CANCELLATION_TRANSITIONS } from '../checkout/checkout-states.ts';")).toEqual([]);
  });

  it('refuses a plugin importing a module', async () => {
    const errors = await zoneErrorsWith(
      'src/server/plugins/jobs.ts',
      "import { reconcileCheckout } from '../modules/checkout/reconcile.ts';",
    );
    expect(errors).toEqual([expect.stringContaining('plugins never import modules')]);
  });
});

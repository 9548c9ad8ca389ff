/**
 * The docs stand alone and tell the truth (issue 10 "Docs stand alone"): every setting of
 * env.ts is in .env.example and the README's table, every product text is quoted verbatim in
 * docs/product/messages.md, every link between the docs resolves, and the code's comments
 * point at headings that exist, never at the specification files outside this repository.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingCardLabels } from '#shared/domain/booking-card-state.ts';
import { messages } from '#shared/messages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** GitHub's anchor of a Markdown heading. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of read(file).matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

describe('settings', () => {
  const envKeys = [...read('src/server/env.ts').matchAll(/^\s+([A-Z][A-Z0-9_]+): z\./gm)].map((m) => m[1]).sort();

  it('env.ts declares the settings this test reads', () => {
    expect(envKeys.length).toBeGreaterThan(40);
  });

  it('are all in .env.example, and nothing else is', () => {
    const listed = [...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    expect(listed).toEqual(envKeys);
  });

  it("are all in the README's configuration table", () => {
    const table = read('README.md').split('## Configuration')[1].split('\n## ')[0];
    const missing = envKeys.filter((key) => !table.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });
});

describe('product texts', () => {
  const catalogue = read('docs/product/messages.md');

  it.each(Object.entries({ ...messages, ...bookingCardLabels }))('%s is quoted verbatim in docs/product/messages.md', (_key, text) => {
    expect(catalogue).toContain(text);
  });
});

describe('links', () => {
  const docs = [
    'README.md',
    'ARCHITECTURE.md',
    'docs/README.md',
    'docs/architecture.md',
    'docs/performance.md',
    ...['README', 'overview', 'screens', 'rules', 'states', 'messages', 'entities', 'api'].map((p) => `docs/product/${p}.md`),
    ...readdirSync(path.join(root, 'docs/decisions'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/decisions/${f}`),
  ];

  it.each(docs)('in %s resolve to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [relative, anchor] = target.split('#');
      const linked = relative ? path.join(path.dirname(file), relative) : file;
      if (!existsSync(path.join(root, linked))) broken.push(target);
      else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('from the code point at headings that exist, and nothing points at ../shared', () => {
    const check = spawnSync(process.execPath, ['scripts/rewrite-spec-refs.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('never lead outside the repository to the old specification', () => {
    const outside = docs.flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)\s]+)\)|`(\.\.\/shared\/[^`]*)`/g)]
        .map((m) => m[1] ?? m[2])
        .filter((target) => /\.\.\/shared|(?:SPEC|DESIGN)\.md/.test(target))
        .map((target) => `${file}: ${target}`),
    );
    expect(outside).toEqual([]);
  });
});

// Import cycles in src/, type-only imports included (eslint's import/no-cycle skips those, and
// a type loop still ties the files together): `npm run lint` runs it; exits 1 on any cycle.
// Decision 013: imports flow downward (modules → context → db/config/plugins' types).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const aliases = Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {}).map(([from, to]) => [
  from.replace('*', ''),
  path.join(root, to.replace('*', '')),
]);

const files = readdirSync(path.join(root, 'src'), { recursive: true })
  .map((f) => path.join(root, 'src', f))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const known = new Set(files);

function resolve(from, spec) {
  const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
  const target = alias
    ? path.join(alias[1], spec.slice(alias[0].length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!target) return null;
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) => known.has(f)) ?? null;
}

const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return [file, [...new Set(importedFiles.map((i) => resolve(file, i.fileName)).filter(Boolean))]];
  }),
);

// Tarjan's strongly connected components: every component with more than one file is a loop.
let index = 0;
const stack = [];
const info = new Map();
const loops = [];
function visit(v) {
  info.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v)) {
    if (!info.has(w)) {
      visit(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(path.relative(root, w));
    } while (w !== v);
    if (component.length > 1 || graph.get(v).includes(v)) loops.push(component.sort());
  }
}
for (const file of files) if (!info.has(file)) visit(file);

if (loops.length) {
  for (const loop of loops) console.error(`import cycle among ${loop.length} files:\n  ${loop.join('\n  ')}`);
  process.exit(1);
}
console.log(`no import cycles in src/ (${files.length} files, type imports included)`);

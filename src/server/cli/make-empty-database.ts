/**
 * Build step (issue 31 "Memory"): writes the migrated empty embedded database, a gzipped PGlite
 * data-directory dump, beside the compiled server (`dist/server/empty-database.tar.gz`, or the
 * path given as the first argument). The server loads it into a fresh DATA_DIR instead of running
 * PGlite's initdb, which alone peaked at about 1.1 GB of RSS (db/client.ts, openPgliteFolder).
 * Run by scripts/build-if-changed.js after each server build, so it always matches the migrations
 * and the PGlite version it was built with. Exit code 1 with the error when it cannot.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { EMPTY_DATABASE_ARCHIVE, openDatabase } from '../db/client.ts';

const file = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), EMPTY_DATABASE_ARCHIVE);
const handle = await openDatabase({ dataDir: 'memory://' });
try {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  console.log(`  empty database written to ${path.relative(process.cwd(), file)}`);
} finally {
  await handle.close();
}

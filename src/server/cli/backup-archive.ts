/**
 * Backups (issue #14): one `.tar.gz` holding `manifest.json`, the database and, when images
 * live on disk, the `uploads/` directory.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` (consistent while the app runs;
 *   pg_dump must be at least the server's major version), restored with `pg_restore`.
 * - PGlite (DATA_DIR/pgdata): PGlite's own data-directory dump, taken through `openDatabase`,
 *   which refuses while the server holds the directory (one writer per directory), so a
 *   backup is consistent or not taken at all. It restores into a fresh DATA_DIR with the same
 *   PGlite version.
 * S3 images are not copied: back the bucket up with the storage provider's own tools.
 *
 * A backup is as sensitive as the database (issue 24): it is written 0600, in a folder created
 * 0700. Outstanding password-reset links never come back to life from one: PostgreSQL dumps
 * leave the `verification` table's rows out (reset links and sign-in states, all short-lived),
 * PGlite's hold reset tokens only hashed (db/reset-tokens.ts), and a restore deletes every
 * reset row an archive still carries (older archives held them in plain text).
 */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { createPglite, openDatabase } from '../db/client.ts';
import { DELETE_ALL_RESET_TOKENS_SQL } from '../db/reset-tokens.ts';

const run = promisify(execFile);
const FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** True when `uploads/` holds the on-disk images. */
  hasUploads: boolean;
}

export interface BackupTarget {
  /** DATABASE_URL, else PGlite in `dataDir`/pgdata. */
  databaseUrl?: string;
  dataDir: string;
  /** False when images live in an S3 bucket (nothing on disk to copy or restore). */
  hasDiskUploads: boolean;
}

/** A failure the operator can act on: the CLI prints its message and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const uploadsDir = (target: BackupTarget) => path.resolve(target.dataDir, 'uploads');
const pgDataDir = (target: BackupTarget) => path.resolve(target.dataDir, 'pgdata');

/** Writes the backup of `target` to `file` (a .tar.gz); returns its manifest. */
export async function createBackup(target: BackupTarget, file: string): Promise<BackupManifest> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'hotel-backup-'));
  try {
    const database = target.databaseUrl ? 'postgres' : 'pglite';
    if (target.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        // Reset links and OAuth states: short-lived, and a reset link in an archive is an account.
        '--exclude-table-data=verification',
        `--file=${path.join(work, 'database.pgdump')}`,
        `--dbname=${target.databaseUrl}`,
      ]);
    } else {
      await dumpPglite(target, path.join(work, 'database.pglite.tar.gz'));
    }
    const hasUploads = target.hasDiskUploads && existsSync(uploadsDir(target)) && readdirSync(uploadsDir(target)).length > 0;
    if (hasUploads) cpSync(uploadsDir(target), path.join(work, 'uploads'), { recursive: true });
    const manifest: BackupManifest = { format: FORMAT, createdAt: new Date().toISOString(), database, hasUploads };
    writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    createPrivateFile(file);
    await tar.create({ gzip: true, file, cwd: work }, readdirSync(work));
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Creates `file` empty and readable by its owner only (0600, whatever the umask), its folder
 * 0700 when this creates it; tar then writes into it, keeping the mode.
 */
function createPrivateFile(file: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'w', 0o600));
  chmodSync(file, 0o600);
}

/** PGlite's data-directory dump, through openDatabase so a running server's lock refuses it. */
async function dumpPglite(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(pgDataDir(target))) throw new BackupError(`No embedded database at ${pgDataDir(target)}`);
  let handle;
  try {
    handle = await openDatabase({ dataDir: target.dataDir });
  } catch (error) {
    throw new BackupError(
      `Cannot back up the embedded database while another process uses ${target.dataDir}: stop the server first ` +
        `(or use PostgreSQL, which is backed up while running). ${(error as Error).message}`,
    );
  }
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** Reads the manifest of `file`, unpacked into `work`. Throws BackupError when it is not a backup of ours. */
function readManifest(work: string): BackupManifest {
  const manifestFile = path.join(work, 'manifest.json');
  if (!existsSync(manifestFile)) throw new BackupError('Not a hotel-booking backup: manifest.json is missing');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== FORMAT) throw new BackupError(`Unknown backup format ${manifest.format}`);
  return manifest;
}

/**
 * Restores `file` into `target`, which must be empty: a fresh PostgreSQL database (no tables),
 * or a DATA_DIR without pgdata. Images go to DATA_DIR/uploads. Returns the manifest.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'hotel-restore-'));
  try {
    await tar.extract({ file, cwd: work });
    const manifest = readManifest(work);
    const wanted = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== wanted) {
      throw new BackupError(
        `This backup is of ${manifest.database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}; restore it with the same kind of database`,
      );
    }
    if (target.databaseUrl) await restorePostgres(target.databaseUrl, path.join(work, 'database.pgdump'));
    else await restorePglite(target, path.join(work, 'database.pglite.tar.gz'));
    if (manifest.hasUploads) {
      if (!target.hasDiskUploads)
        throw new BackupError('The backup has on-disk images but S3_BUCKET is set: unset it or copy uploads/ into the bucket');
      mkdirSync(uploadsDir(target), { recursive: true });
      cpSync(path.join(work, 'uploads'), uploadsDir(target), { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const { stdout } = await run('psql', [
    '--no-psqlrc',
    '-tAc',
    "select count(*) from pg_tables where schemaname in ('public', 'drizzle')",
    databaseUrl,
  ]);
  if (Number(stdout.trim()) > 0)
    throw new BackupError('The target database is not empty: create a new database and point DATABASE_URL at it');
  await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', `--dbname=${databaseUrl}`, dumpFile]);
  await run('psql', ['--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '-qc', DELETE_ALL_RESET_TOKENS_SQL, databaseUrl]);
}

async function restorePglite(target: BackupTarget, dumpFile: string): Promise<void> {
  const dir = pgDataDir(target);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} already holds a database: restore into a new DATA_DIR (or move that one away first)`);
  }
  mkdirSync(dir, { recursive: true });
  const loadDataDir = new Blob([readFileSync(dumpFile)]);
  const client = await createPglite(dir, loadDataDir);
  try {
    await client.query(DELETE_ALL_RESET_TOKENS_SQL);
  } finally {
    await client.close();
  }
}

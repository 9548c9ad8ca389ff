/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` into an empty target:
 * the (new, empty) database at DATABASE_URL, or a DATA_DIR without a database yet; on-disk
 * images go to DATA_DIR/uploads. Then start the server on it as usual.
 */
import { readEnv } from '../env.ts';
import { BackupError, restoreBackup } from './backup-archive.ts';

const env = readEnv();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE');
  process.exit(1);
}
try {
  const manifest = await restoreBackup(
    { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR, hasDiskUploads: !env.S3_BUCKET },
    file,
  );
  console.log(
    `Restored the ${manifest.database} backup of ${manifest.createdAt}${manifest.hasUploads ? ' with its uploads' : ''}. Start the server as usual.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}

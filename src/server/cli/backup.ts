/**
 * `npm run backup [-- FILE]`: writes a backup of the configured database (DATABASE_URL, else
 * the embedded one in DATA_DIR) and the on-disk images to FILE, by default
 * `backups/hotel-backup-<UTC time>.tar.gz`. Exit code 1 with a message when it cannot.
 * See backup-archive.ts for what is inside and README "Operating" for the procedure.
 */
import { readEnv } from '../env.ts';
import { BackupError, createBackup } from './backup-archive.ts';

const env = readEnv();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const file = process.argv[2] ?? `backups/hotel-backup-${stamp}.tar.gz`;
try {
  const manifest = await createBackup(
    { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR, hasDiskUploads: !env.S3_BUCKET },
    file,
  );
  console.log(`Backup written to ${file} (${manifest.database}${manifest.hasUploads ? ' + uploads' : ''})`);
  if (env.S3_BUCKET) console.log(`Images are in the S3 bucket ${env.S3_BUCKET}: back it up with your storage provider's tools.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}

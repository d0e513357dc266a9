/** `npm run backup [-- --keep N]`: copies DATABASE_URL's database and UPLOADS_DIR's photos into BACKUP_DIR. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DEFAULT_KEEP, takeBackup } from './backup';

const size = (bytes: number): string => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

function parseKeep(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_KEEP;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number of backups, at least 1, got "${raw}"`);
  return keep;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { keep: { type: 'string' } } });
  const keep = parseKeep(values.keep);
  const config = loadConfig();
  const made = await takeBackup({ databaseUrl: config.databaseUrl, uploadsDir: config.uploadsDir, backupDir: config.backupDir, keep, now: new Date() });
  console.log(`backup ${made.file} ${made.bytes} bytes (${size(made.bytes)})`);
  console.log(`photos ${made.photos.folder} ${made.photos.files} files`);
  if (made.pruned.length > 0) console.log(`pruned ${made.pruned.length} older backup(s), keeping ${keep}: ${made.pruned.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

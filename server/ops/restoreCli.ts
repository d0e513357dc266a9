/** `npm run restore -- <file> [--force]`: the backup into DATABASE_URL (and its photos into UPLOADS_DIR), then migrations. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from './restore';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error('usage: npm run restore -- <backup file> [--force]');
  const config = loadConfig();
  const outcome = await restoreBackup({ file: positionals[0]!, databaseUrl: config.databaseUrl, uploadsDir: config.uploadsDir, force: values.force });
  if (!outcome.restored) {
    console.error(`not restored: ${outcome.reason}`);
    process.exitCode = 2;
    return;
  }
  console.log(`restored ${positionals[0]} into ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} and migrated it to the current schema`);
  console.log(outcome.photos === null ? 'photos: none were taken with this backup' : `photos: ${outcome.photos} files copied into ${config.uploadsDir}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

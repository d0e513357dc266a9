/** `npm run seed -- --scale N`: migrate, wipe and re-seed the database of DATABASE_URL. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { FilePhotoStore } from '../../services/photos/FilePhotoStore';
import { createDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { seedDatabase, wipeDatabase } from './index';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100) throw new Error('--scale must be a number above 0 (at most 100)');
  const config = loadConfig();
  const db = await createDatabase(config.databaseUrl);
  try {
    const started = Date.now();
    await migrateToLatest(db);
    await wipeDatabase(db);
    await new FilePhotoStore(config.uploadsDir).clear();
    await seedDatabase(db, { scale, now: Date.now() });
    const { count } = await db.selectFrom('group_buys').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    console.log(`seeded ${config.databaseUrl} at scale ${scale}: ${count} group-buys in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

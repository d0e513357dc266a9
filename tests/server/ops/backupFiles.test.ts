import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupName, kindOf, listBackups, photosFolderOf, pruneBackups } from '../../../server/ops/backupFiles';

describe('backup names in BACKUP_DIR and --keep', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'jiutuan-backup-names-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const backupAt = (iso: string, kind: 'sqlite' | 'postgres' = 'sqlite'): string => {
    const file = join(dir, backupName(kind, new Date(iso)));
    writeFileSync(file, 'backup');
    mkdirSync(join(photosFolderOf(file), 'reviews'), { recursive: true });
    return file;
  };

  it('names a backup by its UTC time to the millisecond, with the kind in its extension', () => {
    expect(backupName('sqlite', new Date('2026-11-27T15:21:05.123Z'))).toBe('shop-20261127T152105123Z.db');
    expect(backupName('postgres', new Date('2026-11-27T15:21:05.123Z'))).toBe('shop-20261127T152105123Z.dump');
    expect([kindOf('a/shop-1.db'), kindOf('shop-1.dump'), kindOf('shop.tar')]).toEqual(['sqlite', 'postgres', null]);
  });

  it('keeps the newest N with their photo folders; unfinished and foreign files are left alone', () => {
    const files = ['2026-11-20T03:00:00Z', '2026-11-21T03:00:00Z', '2026-11-22T03:00:00Z', '2026-11-23T03:00:00Z'].map((at) => backupAt(at));
    writeFileSync(join(dir, 'shop-20261101T030000000Z.db.partial'), 'cut short');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    expect(pruneBackups(dir, 2)).toEqual(['shop-20261120T030000000Z.db', 'shop-20261121T030000000Z.db']);
    expect(listBackups(dir)).toEqual(files.slice(2));
    expect(files.map((file) => existsSync(photosFolderOf(file)))).toEqual([false, false, true, true]);
    expect(readdirSync(dir).filter((name) => !name.startsWith('shop-2026112'))).toEqual(['notes.txt', 'shop-20261101T030000000Z.db.partial']);
  });
});

import { verifyPassword } from '../../server/services/auth/passwords';
import { isSeeded, seedDatabase, wipeDatabase } from '../../server/db/seed/index';
import { createTestDatabase, dialects, TEST_PASSWORD_COST } from './helpers/testApp';

const NOW = Date.parse('2027-03-15T10:30:00+08:00');
const HOUR = 3_600_000;

const firstRows = async (db: Awaited<ReturnType<typeof createTestDatabase>>['db']) => ({
  groupBuys: await db.selectFrom('group_buys').selectAll().orderBy('id').limit(5).execute(),
  options: await db.selectFrom('options').selectAll().orderBy('id').limit(10).execute(),
  brands: await db.selectFrom('brands').selectAll().orderBy('id').execute(),
  reviews: await db.selectFrom('reviews').select(['id', 'group_buy_id', 'member_id', 'rating', 'body']).orderBy('id').limit(5).execute(),
  members: await db.selectFrom('members').select(['id', 'email', 'nickname']).orderBy('id').execute(),
});

describe.each(dialects())('the seed on %s', (dialect) => {
  it('gives the same rows for the same seed, after a wipe too', async () => {
    const a = await createTestDatabase(dialect);
    const b = await createTestDatabase(dialect);
    try {
      expect(await isSeeded(a.db)).toBe(false);
      await seedDatabase(a.db, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: NOW });
      await seedDatabase(b.db, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: NOW });
      expect(await isSeeded(a.db)).toBe(true);
      const rowsA = await firstRows(a.db);
      expect(rowsA).toEqual(await firstRows(b.db));
      await wipeDatabase(b.db);
      await seedDatabase(b.db, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: NOW });
      expect(await firstRows(b.db)).toEqual(rowsA);
    } finally {
      await a.drop();
      await b.drop();
    }
  });

  it('writes the demo accounts and every special case, with realistic prices', async () => {
    const { db, drop } = await createTestDatabase(dialect);
    try {
      await seedDatabase(db, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: NOW });
      const amy = await db.selectFrom('members').selectAll().where('email', '=', 'amy@example.com').executeTakeFirstOrThrow();
      expect(amy).toMatchObject({ nickname: '媽咪Amy', email_verified_at: expect.any(Number) });
      expect(await verifyPassword('jiutuan-demo-1', amy.password_hash!)).toBe(true);
      const ben = await db.selectFrom('members').selectAll().where('email', '=', 'ben@example.com').executeTakeFirstOrThrow();
      expect(await verifyPassword('jiutuan-demo-2', ben.password_hash!)).toBe(true);
      expect((await db.selectFrom('branches').selectAll().execute()).length).toBeGreaterThanOrEqual(8);
      const gbs = await db.selectFrom('group_buys').selectAll().execute();
      expect(gbs.some((g) => g.price === null)).toBe(true);
      expect(gbs.some((g) => g.is_adult_only === 1)).toBe(true);
      const options = await db.selectFrom('options').selectAll().execute();
      expect(options.some((o) => o.purchase_limit === 0)).toBe(true);
      for (const o of options.filter((o) => o.current_price > 0)) {
        expect(o.current_price).toBeGreaterThanOrEqual(99);
        expect(o.current_price).toBeLessThanOrEqual(3990);
      }
      expect(await db.selectFrom('products').select('id').where('status', '=', 'discontinued').executeTakeFirst()).toBeDefined();
      const categories = await db.selectFrom('categories').selectAll().execute();
      expect(categories.filter((c) => c.level === 2).every((c) => categories.some((p) => p.id === c.parent_id))).toBe(true);
      const next = await db.insertInto('members')
        .values({ email: 'after-seed@example.com', nickname: '新', password_hash: null, email_verified_at: null, has_installed_app: 0, created_at: 0 })
        .returning('id').executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(Math.max(...(await db.selectFrom('members').select('id').execute()).map((m) => m.id)) - 1);
    } finally {
      await drop();
    }
  });

  it('seeds deal windows around the moment of seeding: upcoming, live, ending soon and ended', async () => {
    const { db, drop } = await createTestDatabase(dialect);
    try {
      await seedDatabase(db, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: NOW });
      const gbs = (await db.selectFrom('group_buys').select(['status', 'starts_at', 'ends_at', 'created_at']).execute())
        .map((g) => ({ open: g.status === 'open', starts: Number(g.starts_at), ends: Number(g.ends_at), created: Number(g.created_at) }));
      const share = (fits: (g: (typeof gbs)[number]) => boolean) => gbs.filter(fits).length / gbs.length;
      const live = (g: (typeof gbs)[number]) => g.open && g.starts <= NOW && NOW < g.ends;
      expect(share((g) => g.open && g.starts > NOW)).toBeGreaterThanOrEqual(0.05);
      expect(share(live)).toBeGreaterThanOrEqual(0.6);
      expect(share((g) => live(g) && g.ends - NOW <= 72 * HOUR)).toBeGreaterThanOrEqual(0.2);
      expect(share((g) => live(g) && g.ends - NOW <= 12 * HOUR)).toBeGreaterThanOrEqual(0.05);
      expect(share((g) => g.ends <= NOW)).toBeGreaterThanOrEqual(0.1);
      expect(gbs.filter((g) => !g.open).every((g) => g.ends <= NOW)).toBe(true);
      expect(gbs.every((g) => g.created <= g.starts && g.starts < g.ends)).toBe(true);
    } finally {
      await drop();
    }
  });
});

import { listCountOf } from '../../server/services/mall/listCounts';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

describe.each(dialects())('list result counts on %s', (dialect) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [t, other] = await Promise.all([createTestApp(dialect, { seed: 0.1 }), createTestApp(dialect, { seed: 0.1 })]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), other.close()]);
  });

  const openCount = async (app: TestApp) => Number((await app.db.selectFrom('group_buys').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow()).n);

  it('counts each filter on its own, and keeps a count while the catalog is imported', async () => {
    const open = await openCount(t);
    expect(await listCountOf(t.db, {})).toBe(open);
    const expected = Number((await t.db.selectFrom('group_buys').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'open').where('discount_rate', '>', 0).executeTakeFirstOrThrow()).n);
    expect(await listCountOf(t.db, { discounted: true })).toBe(expected);
    const first = await t.db.selectFrom('group_buys').select('id').where('status', '=', 'open').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('group_buys').set({ status: 'closed' }).where('id', '=', first.id).execute();
    // Within LIST_COUNT_TTL_MS the kept count answers; the cards themselves are read afresh.
    expect(await listCountOf(t.db, {})).toBe(open);
  });

  it('keeps the counts of each database apart', async () => {
    await other.db.updateTable('group_buys').set({ status: 'closed' }).where('status', '=', 'open').where('branch_id', '=', 1).execute();
    expect(await listCountOf(other.db, {})).toBe(await openCount(other));
  });
});

import { Writable } from 'node:stream';
import { buildApp } from '../../server/app';
import { seedDatabase } from '../../server/db/seed/index';
import { formOf, openMpg, postForm } from './helpers/sandboxMpg';
import { createTestDatabase, dialects, testConfig, TEST_PASSWORD_COST, type TestDatabase } from './helpers/testApp';
import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';

describe.each(dialects())('the card number on %s', (dialect) => {
  let database: TestDatabase;
  const logged: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _enc, done) { logged.push(chunk.toString()); done(); } });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDatabase(database.db, { scale: 0.05, passwordCost: TEST_PASSWORD_COST, now: Date.now() });
  }, 60_000);
  afterAll(async () => database.drop(), 30_000);

  it('never reaches the database or the logs, even at trace level and on a failure', async () => {
    const app = await buildApp({ db: database.db, config: testConfig({ demoMode: true, databaseUrl: database.url }), logger: { level: 'trace', stream } });
    try {
      const [amy] = await newMembers(database.db, 1, `secret-${dialect}-`);
      const { optionId } = await optionOnSale(database.db, { stock: 5, limit: 5 });
      const placed = await placeOrder(app, amy, await readyCheckout(app, amy, optionId), 'key-secret-0001');
      const paymentId = placed.json().data.payment.id as number;
      // The card is typed on the gateway's page (the demo's local MPG): a number it refuses, then a declined one.
      const { next } = await openMpg(app, amy, paymentId);
      expect((await postForm(app, next.action, { CardNo: '4000000000000003', Exp: '13/99', CVC: '999' })).statusCode).toBe(400);
      const declined = await postForm(app, next.action, { CardNo: '4000 0000 0000 0002', Exp: '12/30', CVC: '987' });
      await postForm(app, formOf(declined.body).action, formOf(declined.body).fields);
      expect((await database.db.selectFrom('payments').select('state').where('id', '=', paymentId).executeTakeFirstOrThrow()).state).toBe('declined');
    } finally {
      await app.close();
    }
    const tables = await Promise.all([database.db.selectFrom('payments').selectAll().execute(), database.db.selectFrom('outbox').selectAll().execute(),
      database.db.selectFrom('sandbox_mpg_trades').selectAll().execute()]);
    const everything = `${logged.join('')}${JSON.stringify(tables)}`;
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of ['4000000000000002', '4000 0000 0000 0002', '4000000000000003']) expect(everything).not.toContain(secret);
  }, 30_000);
});

import { newMembers, optionOnSale, placeOrder, readyCheckout } from './checkout/fixtures';
import { createTestApp, dialects, type TestApp } from './helpers/testApp';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Only the app's intervals are driven by the test; the database and Fastify keep their real timers. */
const REAL = ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] as const;

/**
 * The payment jobs run from the app itself (server/services/payments/jobs.ts, started by buildApp):
 * once a minute an unpaid order past its deadline is cancelled, with no request asking for it.
 */
describe.each(dialects())('the payment jobs (%s)', (dialect) => {
  let t: TestApp;
  let shift = 0;

  beforeAll(async () => {
    jest.useFakeTimers({ doNotFake: [...REAL] });
    t = await createTestApp(dialect, { seed: 0.02, now: () => Date.now() + shift });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    jest.useRealTimers();
  });

  const statusOf = async (orderId: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

  it('cancels an ATM order left unpaid past its 3 days on the next minute\'s run', async () => {
    const [member] = await newMembers(t.db, 1, `jobs-${dialect}-`);
    const { optionId } = await optionOnSale(t.db, { stock: 5, limit: 5 });
    const placed = await placeOrder(t.app, member, await readyCheckout(t.app, member, optionId, 1, 'atm'), `jobs-${dialect}-0001`);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order_id as number;

    shift = 3 * DAY + MINUTE;
    expect(await statusOf(orderId)).toBe('pending_payment');
    jest.advanceTimersByTime(MINUTE);
    for (let tries = 0; tries < 100 && (await statusOf(orderId)) === 'pending_payment'; tries++) await new Promise((r) => setTimeout(r, 50));
    expect(await statusOf(orderId)).toBe('cancelled');
  });
});

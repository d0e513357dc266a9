import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { call } from '../helpers/api';
import { optionOnSale, placeOrder, readyCheckout } from '../checkout/fixtures';

export const DAY = 86_400_000;

/** Places an order through the API (the real path: stock, coupon, credit, payment). */
export async function placedOrder(
  app: FastifyInstance, db: Kysely<Database>, headers: Record<string, string>, input: { skip: number; quantity?: number; payment?: string; price?: number; stock?: number; change?: object },
): Promise<{ orderId: number; optionId: number }> {
  const { optionId } = await optionOnSale(db, { stock: input.stock ?? 20, limit: 10, skip: input.skip, price: input.price });
  const checkoutId = await readyCheckout(app, headers, optionId, input.quantity ?? 1, input.payment ?? 'atm');
  if (input.change) {
    const changed = await call(app, 'PATCH', `/v1/checkouts/${checkoutId}`, { headers, body: input.change });
    if (changed.statusCode !== 200) throw new Error(`checkout change failed: ${changed.body}`);
  }
  const placed = await placeOrder(app, headers, checkoutId, `key-${checkoutId}-${input.skip}-0001`);
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  return { orderId: placed.json().data.order_id as number, optionId };
}

/** Moves an order along as the warehouse would: paid, shipped, delivered `deliveredAt`. */
export async function deliver(db: Kysely<Database>, orderId: number, deliveredAt: number, status: 'delivered' | 'completed' = 'delivered'): Promise<void> {
  await db.updateTable('orders').set({ status, paid_at: deliveredAt - 3 * DAY }).where('id', '=', orderId).execute();
  await db.updateTable('payments').set({ state: 'succeeded', card_brand: 'VISA', card_last4: '4242' }).where('order_id', '=', orderId).execute();
  await db.insertInto('order_status_history').values([
    { order_id: orderId, status: 'to_ship', created_at: deliveredAt - 3 * DAY },
    { order_id: orderId, status: 'shipped', created_at: deliveredAt - DAY },
    { order_id: orderId, status: 'delivered', created_at: deliveredAt },
  ]).execute();
}

export const refund = (app: FastifyInstance, headers: Record<string, string>, body: object) => call(app, 'POST', '/v1/refunds', { headers, body });

export const memberIdOf = async (db: Kysely<Database>, orderId: number) =>
  (await db.selectFrom('orders').select('member_id').where('id', '=', orderId).executeTakeFirstOrThrow()).member_id;

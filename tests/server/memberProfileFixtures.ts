import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/** An order of the member in the given status with one line of a real option: enough for reviews and the deletion rule. */
export async function orderWithLine(
  db: Kysely<Database>, memberId: number, status: string, skip = 0, sizeGuide?: string | null,
): Promise<{ orderId: number; optionId: number; productId: number }> {
  let options = db.selectFrom('options').innerJoin('products', 'products.id', 'options.product_id')
    .leftJoin('group_buy_contents', 'group_buy_contents.group_buy_id', 'products.group_buy_id')
    .select(['options.id', 'options.size', 'products.id as product_id', 'products.title', 'products.group_buy_id']);
  // Goods of one size guide (null: goods without one), where a test needs them.
  if (sizeGuide !== undefined) options = sizeGuide === null ? options.where('group_buy_contents.size_guide', 'is', null) : options.where('group_buy_contents.size_guide', '=', sizeGuide);
  const option = await options.orderBy('options.id').offset(skip).limit(1).executeTakeFirstOrThrow();
  const now = Date.now();
  const order = await db.insertInto('orders').values({
    number: `JTTEST${memberId}${skip}${status.length}${Math.floor(Math.random() * 1e6)}`, member_id: memberId, checkout_id: 0, status,
    goods: 500, promotion_discount: 0, coupon_discount: 0, credit_used: 0, shipping_fee: 0, total: 500, pricing: '[]',
    buyer: JSON.stringify({ name: '王小美', mobile: '0912345678', email: 'buyer@example.com' }), delivery_method: 'home',
    destination: JSON.stringify({ recipient: '王小美', mobile: '0912345678', city: '臺北市', district: '大安區', zip: '106', street: '復興南路一段 1 號' }),
    payment_method: 'card', invoice: '{"kind":"member"}', invoice_number: null, member_coupon_id: null, payment_deadline: null, paid_at: now,
    created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('order_lines').values({
    order_id: order.id, option_id: option.id, group_buy_id: option.group_buy_id, group_buy_title: '團購', product_title: option.title,
    size: option.size, image: '/images/gb/1.svg', unit_price: 500, quantity: 1,
  }).execute();
  return { orderId: order.id, optionId: option.id, productId: option.product_id };
}

/** The smallest real PNG (1×1), base64. */
export const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

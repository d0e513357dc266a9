import 'reflect-metadata';
import { CancelOrder } from '../../../src/application/memberOrders/CancelOrder';
import { RequestRefund } from '../../../src/application/memberOrders/RequestRefund';
import { buildTestContainer } from '../../../src/infrastructure/di/buildTestContainer';
import { FixedClock } from '../../../src/infrastructure/clock/FixedClock';
import { InMemoryMemberOrders } from '../../../src/infrastructure/memory/InMemoryMemberOrders';

const DAY = 86_400_000;

function shopWith(status: 'pending_payment' | 'delivered' | 'to_ship') {
  const container = buildTestContainer();
  const now = container.get(FixedClock).now();
  const order = container.get(InMemoryMemberOrders).add({
    status, createdAt: now - 3 * DAY, total: 1000, paymentMethod: 'card', deliveredAt: status === 'delivered' ? now - DAY : null,
    lines: [{ optionId: 7, productTitle: '有機棉包屁衣', size: '70cm', unitPrice: 500, quantity: 2 }],
  });
  return { container, order };
}

describe('CancelOrder and RequestRefund', () => {
  it('cancels an unpaid order and says so; a paid one is refused with the shop\'s words', async () => {
    const unpaid = shopWith('pending_payment');
    const done = await unpaid.container.get(CancelOrder).execute({ orderId: unpaid.order.id });
    expect(done).toEqual({ ok: true, value: { orderId: unpaid.order.id, message: '訂單已取消，商品、折價券與購物金已退回' } });
    const paid = shopWith('to_ship');
    const refused = await paid.container.get(CancelOrder).execute({ orderId: paid.order.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ORDER_NOT_CANCELLABLE' } });
  });

  it('asks for a refund of the chosen lines; nothing chosen or 其他 without words never reaches the shop', async () => {
    const { container, order } = shopWith('delivered');
    const refunds = container.get(RequestRefund);
    const none = await refunds.execute({ orderId: order.id, lines: [{ optionId: 7, quantity: 0 }], reason: 'size', note: '', refundTo: 'credit' });
    expect(none).toMatchObject({ ok: false, error: { fields: { lines: '請選擇要退款的商品與數量' } } });
    const other = await refunds.execute({ orderId: order.id, lines: [{ optionId: 7, quantity: 1 }], reason: 'other', note: '  ', refundTo: 'credit' });
    expect(other).toMatchObject({ ok: false, error: { fields: { note: '請說明退款原因' } } });
    const ok = await refunds.execute({ orderId: order.id, lines: [{ optionId: 7, quantity: 1 }], reason: 'size', note: '', refundTo: 'original' });
    expect(ok).toMatchObject({ ok: true, value: { refund: { amount: 500, refundTo: 'original' }, message: '已送出退款申請，我們會盡快為您處理' } });
    const over = await refunds.execute({ orderId: order.id, lines: [{ optionId: 7, quantity: 2 }], reason: 'size', note: '', refundTo: 'original' });
    expect(over).toMatchObject({ ok: false, error: { code: 'REFUND_OVER_QUANTITY' } });
  });
});

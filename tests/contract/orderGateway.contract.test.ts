import type { OrderGateway } from '../../src/application/checkout/ports';
import type { OrderDetail } from '../../src/domain/checkout/checkoutView';
import { CheckoutMessages } from '../../src/domain/checkout/messages';
import { ORDER_STATUS_LABELS } from '../../src/domain/checkout/orderStatus';
import { NotFoundError, ParameterError } from '../../src/domain/errors/clientErrors';
import { FixedClock } from '../../src/infrastructure/clock/FixedClock';
import { ApiOrderGateway } from '../../src/infrastructure/http/ApiCheckoutGateways';
import { InMemoryOrderGateway } from '../../src/infrastructure/memory/InMemoryOrderGateway';
import { dialects } from '../server/helpers/testApp';
import { placedOrder, stockedCheckoutFake } from './helpers/checkoutShop';
import { openRealShop, type RealShop } from './helpers/realShop';

/** A member's order just placed (待付款, home delivery, one open card payment) and the checkout it came from. */
interface Stage { orders: OrderGateway; orderId: number; checkoutId: number; placed: OrderDetail }

const fields = (error: unknown) => (error instanceof ParameterError ? error.fields : error);
const handOff = (paymentId: number) => `/groupbuy/neweb_credit_form/${paymentId}`;

/**
 * 訂單明細 and 重新付款 (SPEC §7), the card hand-off and demo mode's sandbox bank and wallet: the fake
 * (stocked with an order as the real server placed it) and the typed client over the real server
 * answer the same, refuse the same, and move the order on the same way. Each test places its own
 * order as a new member, so nothing needs resetting.
 */
describe.each(dialects())('OrderGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let optionId: number;
  let round = 0;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    ({ optionId } = await stockedCheckoutFake(shop));
  });
  afterAll(() => shop.close());

  const placeOne = async () => {
    round += 1;
    const { api, orderId, checkoutId } = await placedOrder(shop, { optionId }, `orders-${round}-`);
    const orders = new ApiOrderGateway(api);
    return { orders, orderId, checkoutId, placed: await orders.order(orderId) };
  };
  const real = async (): Promise<Stage> => placeOne();
  const fake = async (): Promise<Stage> => {
    const { orderId, checkoutId, placed } = await placeOne();
    const orders = new InMemoryOrderGateway(new FixedClock(shop.now));
    orders.orders.set(orderId, { detail: structuredClone(placed), checkoutId });
    return { orders, orderId, checkoutId, placed };
  };
  const subjects: [string, () => Promise<Stage>][] = [['the in-memory fake', fake], ['the typed client over the real server', real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Stage;
    beforeEach(async () => { s = await subject(); });

    it('answers her order’s detail with its open card payment, and 404 for an order or a payment not hers', async () => {
      const detail = await s.orders.order(s.orderId);
      const [payment] = detail.payments;
      expect([detail.status, detail.statusLabel, detail.paymentMethod]).toEqual(['pending_payment', ORDER_STATUS_LABELS.pending_payment, 'card']);
      expect(payment).toMatchObject({ method: 'card', state: 'pending', amount: detail.summary.total, nextPath: handOff(payment.id) });
      await expect(s.orders.order(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.orders.cardForm(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.orders.retryPayment(987_654, null)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('hands an open card payment to the gateway’s page with the order’s number and amount', async () => {
      const [payment] = s.placed.payments;
      const form = await s.orders.cardForm(payment.id);
      expect(form).toMatchObject({ paymentId: payment.id, checkoutId: s.checkoutId, orderNumber: s.placed.number, amount: s.placed.summary.total, state: 'pending' });
      expect(form.hosted?.url).toEqual(expect.any(String));
    });

    it('重新付款 by another method expires the open payment and opens one of the whole total', async () => {
      const retried = await s.orders.retryPayment(s.orderId, 'atm');
      expect(retried).toMatchObject({ orderId: s.orderId, number: s.placed.number, status: 'pending_payment', total: s.placed.summary.total });
      expect(retried.payment).toMatchObject({ method: 'atm', state: 'pending', amount: s.placed.summary.total, deadline: expect.any(Number), virtualAccount: null });
      expect(retried.payment?.nextPath).toBe(handOff(retried.payment!.id));
      const after = await s.orders.order(s.orderId);
      expect([after.paymentMethod, after.payments.map((p) => [p.method, p.state, p.nextPath === null])]).toEqual(['atm', [['card', 'expired', true], ['atm', 'pending', false]]]);
      expect((await s.orders.cardForm(s.placed.payments[0].id)).hosted).toBeNull();
    });

    it('refuses cash on delivery for an order sent home, naming the field, and changes nothing', async () => {
      await expect(s.orders.retryPayment(s.orderId, 'cvs_cod').catch(fields)).resolves.toEqual({ payment_method: CheckoutMessages.COD_NEEDS_STORE_PICKUP });
      expect((await s.orders.order(s.orderId)).payments.map((p) => p.state)).toEqual(['pending']);
    });

    it('the sandbox wallet settles only an open wallet payment: the order is paid, and 重新付款 is refused after', async () => {
      const card = s.placed.payments[0].id;
      await expect(s.orders.completeSandboxPayment(card, 'aftee')).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.orders.completeSandboxPayment(card, 'atm')).rejects.toBeInstanceOf(NotFoundError);
      const wallet = (await s.orders.retryPayment(s.orderId, 'aftee')).payment!;
      expect(wallet.nextPath).toBe(`/sandbox/wallet/${wallet.id}`);
      expect(await s.orders.completeSandboxPayment(wallet.id, 'aftee')).toEqual({ state: 'succeeded', orderId: s.orderId, message: null });
      const paid = await s.orders.order(s.orderId);
      expect([paid.status, paid.statusLabel, paid.payments.at(-1)?.state]).toEqual(['to_ship', ORDER_STATUS_LABELS.to_ship, 'succeeded']);
      await expect(s.orders.completeSandboxPayment(wallet.id, 'aftee')).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.orders.retryPayment(s.orderId, null)).rejects.toMatchObject({ kind: 'api', status: 409, code: 'PAYMENT_NOT_RETRYABLE', message: CheckoutMessages.PAYMENT_NOT_RETRYABLE });
    });
  });
});

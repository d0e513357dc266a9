import type { CheckoutGateway } from '../../src/application/checkout/ports';
import type { Checkout, DestinationDraft } from '../../src/domain/checkout/checkoutView';
import { DELIVERY_FEES } from '../../src/domain/checkout/delivery';
import { SAVED_DESTINATIONS_PER_KIND_MAX } from '../../src/domain/checkout/memberCaps';
import { CheckoutMessages } from '../../src/domain/checkout/messages';
import { NotFoundError, ParameterError } from '../../src/domain/errors/clientErrors';
import { ApiCheckoutGateway, ApiOrderDesk } from '../../src/infrastructure/http/ApiCheckoutGateways';
import type { InMemoryCheckoutGateway } from '../../src/infrastructure/memory/InMemoryCheckout';
import { dialects } from '../server/helpers/testApp';
import { memberWithCart, stockedCheckoutFake, type CheckoutFacts } from './helpers/checkoutShop';
import { openRealShop, type RealShop } from './helpers/realShop';

/** A member with one option in her cart, her checkout gateway, and how an order gets placed from a checkout. */
interface Stage { gateway: CheckoutGateway; optionId: number; place: (checkout: Checkout) => Promise<void> }

const HOME: DestinationDraft = { kind: 'home', recipient: '王小美', mobile: '0912-345-678', city: '臺北市', district: '大安區', street: ' 復興南路一段 1 號 ', isDefault: false };
const store = (facts: CheckoutFacts): Extract<DestinationDraft, { kind: 'cvs' }> => ({ kind: 'cvs', recipient: '王小美', mobile: '0912345678', storeChain: facts.store.chain, storeId: facts.store.storeId, isDefault: false });
const fields = (error: unknown) => (error instanceof ParameterError ? error.fields : error);

/**
 * 結帳 (SPEC §7): the checkout gateway's fake (stocked with what the real server priced for the same
 * cart) and the typed client over the real server open, change and price a checkout, keep the
 * member's destinations and refuse what the server refuses, with the same kinds, codes and fields.
 * Every test of the real server runs as a new member of its own, so nothing needs resetting.
 */
describe.each(dialects())('CheckoutGateway contract on %s', (dialect) => {
  let shop: RealShop;
  let facts: CheckoutFacts;
  let round = 0;

  beforeAll(async () => {
    shop = await openRealShop(dialect);
    facts = await stockedCheckoutFake(shop);
  });
  afterAll(() => shop.close());

  const real = async (): Promise<Stage> => {
    round += 1;
    const { api, optionId } = await memberWithCart(shop, facts, `checkout-${round}-`);
    const desk = new ApiOrderDesk(api);
    return {
      gateway: new ApiCheckoutGateway(api), optionId,
      place: async (c) => {
        const placed = await desk.place(c.id, `contract-key-${round}-aaaa`, c.summary.total);
        if (!placed.ok) throw new Error(`not placed: ${JSON.stringify(placed.error)}`);
      },
    };
  };
  const fake = async (): Promise<Stage> => {
    const gateway = facts.fake();
    return { gateway, optionId: facts.optionId, place: async (c) => (gateway as InMemoryCheckoutGateway).close(c.id, 1) };
  };
  const subjects: [string, () => Promise<Stage>][] = [['the in-memory fake', fake], ['the typed client over the real server', real]];

  describe.each(subjects)('%s', (_name, subject) => {
    let s: Stage;
    beforeEach(async () => { s = await subject(); });

    it('opens a checkout over the chosen cart lines, priced by the shop, and loads the same again; nothing in the cart opens nothing', async () => {
      const opened = await s.gateway.open([s.optionId]);
      expect(opened.lines.map((l) => [l.optionId, l.quantity, l.status])).toEqual([[s.optionId, 1, 'ok']]);
      expect([opened.deliveryMethod, opened.destination, opened.paymentMethod, opened.couponMode, opened.orderId]).toEqual(['home', null, null, 'best', null]);
      expect(opened.summary).toEqual(facts.summary);
      expect(await s.gateway.load(opened.id)).toEqual(opened);
      await expect(s.gateway.open([987_654])).rejects.toMatchObject({ kind: 'api', status: 400, code: 'CHECKOUT_EMPTY' });
    });

    it('answers 404 for a checkout that is not hers, whatever the call', async () => {
      await expect(s.gateway.load(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.gateway.change(987_654, { coupon: 'none' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.gateway.coupons(987_654)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.gateway.storeMap(987_654, 'seven')).rejects.toBeInstanceOf(NotFoundError);
    });

    it('moves store pickup to the default store, prices its shipping and allows cash on delivery there only', async () => {
      const c = await s.gateway.open([s.optionId]);
      await expect(s.gateway.change(c.id, { paymentMethod: 'cvs_cod' }).catch(fields)).resolves.toEqual({ payment_method: CheckoutMessages.COD_NEEDS_STORE_PICKUP });
      const home = await s.gateway.saveDestination(null, HOME);
      const pickup = await s.gateway.saveDestination(null, store(facts));
      const atHome = await s.gateway.change(c.id, { destinationId: home.id, paymentMethod: 'card' });
      expect([atHome.destination?.id, atHome.summary.shippingFee, atHome.paymentMethod]).toEqual([home.id, DELIVERY_FEES.home, 'card']);
      const atStore = await s.gateway.change(c.id, { deliveryMethod: 'cvs', paymentMethod: 'cvs_cod' });
      expect([atStore.deliveryMethod, atStore.destination?.id, atStore.summary.shippingFee, atStore.paymentMethod]).toEqual(['cvs', pickup.id, DELIVERY_FEES.cvs, 'cvs_cod']);
      expect(atStore.summary.total).toBe(atHome.summary.total - DELIVERY_FEES.home + DELIVERY_FEES.cvs);
      const back = await s.gateway.change(c.id, { deliveryMethod: 'home' });
      expect([back.destination?.id, back.paymentMethod]).toEqual([home.id, null]);
    });

    it('names every bad section field, refuses a place of another kind or a coupon not hers, and changes nothing', async () => {
      const c = await s.gateway.open([s.optionId]);
      const pickup = await s.gateway.saveDestination(null, store(facts));
      await expect(s.gateway.change(c.id, { buyer: { name: ' ', mobile: '0912', email: 'amy@example.com' } }).catch(fields))
        .resolves.toEqual({ 'buyer.name': CheckoutMessages.BUYER_NAME, 'buyer.mobile': CheckoutMessages.BUYER_MOBILE });
      await expect(s.gateway.change(c.id, { deliveryMethod: 'home', destinationId: pickup.id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.gateway.change(c.id, { coupon: 987_654 })).rejects.toBeInstanceOf(NotFoundError);
      expect(await s.gateway.load(c.id)).toEqual(c);
      expect((await s.gateway.change(c.id, { coupon: 'none' })).couponMode).toBe('none');
    });

    it('closes a checkout to changes once an order is placed from it', async () => {
      const c = await s.gateway.open([s.optionId]);
      const home = await s.gateway.saveDestination(null, HOME);
      const ready = await s.gateway.change(c.id, { buyer: { name: '王小美', mobile: '0912345678', email: 'buyer@example.com' }, destinationId: home.id, paymentMethod: 'card' });
      await s.place(ready);
      await expect(s.gateway.change(c.id, { coupon: 'none' })).rejects.toMatchObject({ kind: 'api', status: 409, code: 'CHECKOUT_CLOSED', message: CheckoutMessages.CHECKOUT_CLOSED });
    });

    it('keeps her places: the first of a kind is its default, listed first; edits, removes, and a removed place leaves the checkout', async () => {
      const c = await s.gateway.open([s.optionId]);
      const first = await s.gateway.saveDestination(null, HOME);
      const second = await s.gateway.saveDestination(null, { ...HOME, street: '忠孝東路四段 1 號', isDefault: true });
      expect([first.mobile, first.street, first.zip]).toEqual(['0912345678', '復興南路一段 1 號', '106']);
      expect((await s.gateway.destinations()).map((d) => [d.id, d.isDefault])).toEqual([[second.id, true], [first.id, false]]);
      expect(await s.gateway.saveDestination(first.id, { ...HOME, street: '仁愛路 2 號' })).toMatchObject({ id: first.id, street: '仁愛路 2 號', isDefault: false });
      await s.gateway.change(c.id, { destinationId: second.id });
      await s.gateway.removeDestination(second.id);
      expect((await s.gateway.load(c.id)).destination).toBeNull();
      expect((await s.gateway.destinations()).map((d) => d.id)).toEqual([first.id]);
      await expect(s.gateway.removeDestination(second.id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(s.gateway.saveDestination(second.id, HOME)).rejects.toBeInstanceOf(NotFoundError);
    });

    it('refuses a place the shop cannot deliver to, naming the fields, and a place past the cap of its kind', async () => {
      await expect(s.gateway.saveDestination(null, { ...HOME, city: '火星市', street: ' ' }).catch(fields))
        .resolves.toEqual({ city: CheckoutMessages.ADDRESS_CITY, street: CheckoutMessages.ADDRESS_STREET });
      await expect(s.gateway.saveDestination(null, { ...store(facts), storeId: '000000' }).catch(fields)).resolves.toEqual({ store_id: CheckoutMessages.STORE_UNKNOWN });
      for (let i = 0; i < SAVED_DESTINATIONS_PER_KIND_MAX; i += 1) await s.gateway.saveDestination(null, { ...HOME, street: `復興南路一段 ${i + 1} 號` });
      await expect(s.gateway.saveDestination(null, HOME)).rejects.toMatchObject({ kind: 'api', status: 409, code: 'DESTINATION_LIMIT', message: CheckoutMessages.HOME_ADDRESSES_FULL(SAVED_DESTINATIONS_PER_KIND_MAX) });
      expect(await s.gateway.saveDestination(null, store(facts))).toMatchObject({ kind: 'cvs', storeName: facts.store.name, isDefault: true });
    });

    it('lists the ATM banks, her coupons on a checkout, and sends store pickup to the chain’s map', async () => {
      const c = await s.gateway.open([s.optionId]);
      expect(await s.gateway.banks()).toEqual(facts.banks);
      expect(await s.gateway.coupons(c.id)).toEqual(facts.coupons);
      expect(await s.gateway.storeMap(c.id, 'family')).toMatch(new RegExp(`^/logistics/ecpay/map\\?chain=family&state=${c.id}\\.`));
    });
  });
});

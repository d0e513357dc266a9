import { CheckoutIdParams, OrderIdQuery, PaymentIdParams } from '../../../contract/checkoutRequests';
import type { CheckoutGateway, OrderGateway } from '../../../src/application/checkout/ports';
import type { CardForm, Checkout, CheckoutChange, DestinationDraft, OrderDetail } from '../../../src/domain/checkout/checkoutView';
import type { StoreChain } from '../../../src/domain/checkout/delivery';
import type { PaymentMethod } from '../../../src/domain/checkout/payments';
import { toCardForm, toCheckout, toOrderDetail } from '../../../src/infrastructure/http/checkoutMappers';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { ownCheckout, readCheckout } from '../../services/checkout/checkouts';
import { orderDetail } from '../../services/orders/orderDetail';
import { cardFormOf, ownPayment } from '../../services/payments/sandboxCard';
import { memberRead, type MemberRead } from './memberRead';
import { asQueryString } from './queryString';
import { found, type ServiceCall } from './serviceCall';
import type { VisitorCookies } from './visitorRequest';

/**
 * CheckoutGateway on the page server, for one page request: the checkout page's session read in
 * process, as GET /v1/checkouts/{id} answers the member of the request's cookie jar (another
 * member's id is 404); every change and the sections' lists stay on the API.
 */
export class InProcessCheckoutGateway implements CheckoutGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: CheckoutGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  load(id: number): Promise<Checkout> {
    return this.asMember(async (member) => {
      const params = parseInput(CheckoutIdParams, { id: String(id) });
      const row = found((await ownCheckout(this.ctx.db, member.id, params.id)) ?? null);
      return toCheckout(await readCheckout(this.ctx.db, row, this.ctx.now()));
    }, () => this.viaApi.load(id));
  }

  open = (optionIds: number[]) => this.viaApi.open(optionIds);
  change = (id: number, change: CheckoutChange) => this.viaApi.change(id, change);
  coupons = (id: number) => this.viaApi.coupons(id);
  banks = () => this.viaApi.banks();
  destinations = () => this.viaApi.destinations();
  saveDestination = (id: number | null, draft: DestinationDraft) => this.viaApi.saveDestination(id, draft);
  removeDestination = (id: number) => this.viaApi.removeDestination(id);
  storeMap = (checkoutId: number, chain: StoreChain) => this.viaApi.storeMap(checkoutId, chain);
}

/**
 * OrderGateway on the page server: the order detail (GET /v1/orders/detail) and, in demo mode, the
 * sandbox card form (GET /sandbox/neweb/payments/{id}) read in process for the member of the
 * request's cookie jar; without demo mode that route does not exist, so the call goes to the API
 * like every payment step.
 */
export class InProcessOrderGateway implements OrderGateway {
  private readonly asMember: MemberRead;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
    call: ServiceCall,
    cookies: VisitorCookies,
    private readonly viaApi: OrderGateway,
  ) {
    this.asMember = memberRead(ctx, call, cookies);
  }

  order(id: number): Promise<OrderDetail> {
    return this.asMember(async (member) => {
      const query = parseInput(OrderIdQuery, asQueryString({ id }));
      return toOrderDetail(found(await orderDetail(this.ctx.db, member.id, query.id)));
    }, () => this.viaApi.order(id));
  }

  cardForm(paymentId: number): Promise<CardForm> {
    if (!this.ctx.config.demoMode) return this.viaApi.cardForm(paymentId);
    return this.asMember(async (member) => {
      const params = parseInput(PaymentIdParams, { paymentId: String(paymentId) });
      return toCardForm(await cardFormOf(this.ctx.db, found((await ownPayment(this.ctx.db, member.id, params.paymentId)) ?? null)));
    }, () => this.viaApi.cardForm(paymentId));
  }

  retryPayment = (orderId: number, method: PaymentMethod | null) => this.viaApi.retryPayment(orderId, method);
  submitCard = (paymentId: number, card: { number: string; expiry: string; cvc: string }) => this.viaApi.submitCard(paymentId, card);
  submitThreeDs = (paymentId: number, code: string) => this.viaApi.submitThreeDs(paymentId, code);
  completeSandboxPayment = (paymentId: number, method: PaymentMethod) => this.viaApi.completeSandboxPayment(paymentId, method);
}

import { z } from 'zod/mini';
import { CheckoutEndpoints as E } from '../../../contract/endpoints/checkout';
import type { CheckoutGateway, OrderDesk, OrderGateway, OrderRefusal, PlacedOrder } from '../../application/checkout/ports';
import type {
  Bank, CardForm, CardResult, Checkout, CheckoutChange, CouponList, Destination, DestinationDraft, OrderDetail, PlacedOrderInfo,
} from '../../domain/checkout/checkoutView';
import type { StoreChain } from '../../domain/checkout/delivery';
import type { PaymentMethod } from '../../domain/checkout/payments';
import { hasErrorKind } from '../../domain/errors/clientErrors';
import { fail, ok, type Result } from '../../domain/errors/Result';
import type { ApiClient } from './ApiClient';
import {
  checkoutChangeWire, destinationWire, toCardForm, toCardResult, toCheckout, toCoupon, toDestination, toOrderDetail, toPlacedOrder,
} from './checkoutMappers';

const id = (value: number) => ({ id: String(value) });
const payment = (paymentId: number) => ({ paymentId: String(paymentId) });

/** The checkout session calls (/v1/checkouts, /v1/destinations, /v1/checkout/banks). */
export class ApiCheckoutGateway implements CheckoutGateway {
  constructor(private readonly api: ApiClient) {}

  async open(optionIds: number[]): Promise<Checkout> {
    return toCheckout(await this.api.call(E.open, { body: { option_ids: optionIds } }));
  }

  async load(checkoutId: number): Promise<Checkout> {
    return toCheckout(await this.api.call(E.checkout, { params: id(checkoutId) }));
  }

  async change(checkoutId: number, change: CheckoutChange): Promise<Checkout> {
    return toCheckout(await this.api.call(E.change, { params: id(checkoutId), body: checkoutChangeWire(change) }));
  }

  async coupons(checkoutId: number): Promise<CouponList> {
    const body = await this.api.call(E.coupons, { params: id(checkoutId) });
    return { usable: body.usable.map(toCoupon), unusable: body.unusable.map(toCoupon), bestId: body.best_id };
  }

  async banks(): Promise<Bank[]> {
    return (await this.api.call(E.banks)).banks;
  }

  async destinations(): Promise<Destination[]> {
    return (await this.api.call(E.destinations)).destinations.map(toDestination);
  }

  async saveDestination(destinationId: number | null, draft: DestinationDraft): Promise<Destination> {
    const body = destinationWire(draft);
    return toDestination(destinationId === null
      ? await this.api.call(E.addDestination, { body })
      : await this.api.call(E.editDestination, { params: { destinationId: String(destinationId) }, body }));
  }

  async removeDestination(destinationId: number): Promise<void> {
    await this.api.call(E.removeDestination, { params: { destinationId: String(destinationId) } });
  }

  async storeMap(checkoutId: number, chain: StoreChain): Promise<string> {
    return (await this.api.call(E.storeMap, { params: id(checkoutId), query: { chain } })).path;
  }
}

const RefusalFields = z.record(z.string(), z.string());

/** POST /v1/orders with the Idempotency-Key header; the shop's refusals are answers, not failures. */
export class ApiOrderDesk implements OrderDesk {
  constructor(private readonly api: ApiClient) {}

  async place(checkoutId: number, idempotencyKey: string, expectedTotal: number): Promise<Result<PlacedOrder, OrderRefusal>> {
    try {
      const body = await this.api.call(E.placeOrder, {
        body: { checkout_id: checkoutId, expected_total: expectedTotal }, headers: { 'idempotency-key': idempotencyKey },
      });
      return ok({ orderId: body.order_id, number: body.number, payment: body.payment ? toPlacedOrder(body).payment : null });
    } catch (error) {
      if (hasErrorKind(error, 'api') || hasErrorKind(error, 'parameter')) {
        const fields = RefusalFields.safeParse((error as { fields?: unknown }).fields ?? {});
        return fail({ code: error.code, message: error.message, lines: fields.success ? fields.data : {} });
      }
      if (hasErrorKind(error, 'redirect')) return fail({ code: 'CHECKOUT_CLOSED', message: error.message, lines: {}, path: error.path });
      throw error;
    }
  }
}

/** The order detail, 重新付款 and the sandbox acquirer's JSON API (demo mode). */
export class ApiOrderGateway implements OrderGateway {
  constructor(private readonly api: ApiClient) {}

  async order(orderId: number): Promise<OrderDetail> {
    return toOrderDetail(await this.api.call(E.order, { query: id(orderId) }));
  }

  async retryPayment(orderId: number, method: PaymentMethod | null): Promise<PlacedOrderInfo> {
    return toPlacedOrder(await this.api.call(E.retryPayment, { query: id(orderId), body: method ? { payment_method: method } : {} }));
  }

  async cardForm(paymentId: number): Promise<CardForm> {
    return toCardForm(await this.api.call(E.cardForm, { params: payment(paymentId) }));
  }

  async completeSandboxPayment(paymentId: number, method: PaymentMethod): Promise<CardResult> {
    return toCardResult(await this.api.call(method === 'atm' ? E.atmTransfer : E.walletApprove, { params: payment(paymentId) }));
  }
}

import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import {
  BankListBody, CheckoutBody, CouponListBody, DestinationBody, DestinationListBody, StoreMapStartBody,
} from '../../../contract/checkout';
import { envelope } from '../../../contract/common';
import { CardFormBody, CardResultBody, OrderDetailBody, PlacedOrderBody } from '../../../contract/orders';
import type { CheckoutGateway, OrderDesk, OrderGateway, OrderRefusal, PlacedOrder } from '../../application/checkout/ports';
import type {
  Bank, CardForm, CardResult, Checkout, CheckoutChange, CouponList, Destination, DestinationDraft, OrderDetail, PlacedOrderInfo,
} from '../../domain/checkout/checkoutView';
import type { StoreChain } from '../../domain/checkout/delivery';
import type { PaymentMethod } from '../../domain/checkout/payments';
import { hasErrorKind } from '../../domain/errors/clientErrors';
import { fail, ok, type Result } from '../../domain/errors/Result';
import {
  checkoutChangeWire, destinationWire, toCardForm, toCardResult, toCheckout, toCoupon, toDestination, toOrderDetail, toPlacedOrder,
} from './checkoutMappers';

const CheckoutResponse = envelope(CheckoutBody);
const CouponsResponse = envelope(CouponListBody);
const BanksResponse = envelope(BankListBody);
const DestinationsResponse = envelope(DestinationListBody);
const DestinationResponse = envelope(DestinationBody);
const StoreMapResponse = envelope(StoreMapStartBody);
const OrderResponse = envelope(OrderDetailBody);
const PlacedResponse = envelope(PlacedOrderBody);
const CardFormResponse = envelope(CardFormBody);
const CardResultResponse = envelope(CardResultBody);

/** The checkout session calls (/v1/checkouts, /v1/destinations, /v1/checkout/banks). */
export class AxiosCheckoutGateway implements CheckoutGateway {
  constructor(private readonly http: AxiosInstance) {}

  async open(optionIds: number[]): Promise<Checkout> {
    return toCheckout(CheckoutResponse.parse((await this.http.post('/v1/checkouts', { option_ids: optionIds })).data).data);
  }

  async load(id: number): Promise<Checkout> {
    return toCheckout(CheckoutResponse.parse((await this.http.get(`/v1/checkouts/${id}`)).data).data);
  }

  async change(id: number, change: CheckoutChange): Promise<Checkout> {
    return toCheckout(CheckoutResponse.parse((await this.http.patch(`/v1/checkouts/${id}`, checkoutChangeWire(change))).data).data);
  }

  async coupons(id: number): Promise<CouponList> {
    const body = CouponsResponse.parse((await this.http.get(`/v1/checkouts/${id}/coupons`)).data).data;
    return { usable: body.usable.map(toCoupon), unusable: body.unusable.map(toCoupon), bestId: body.best_id };
  }

  async banks(): Promise<Bank[]> {
    return BanksResponse.parse((await this.http.get('/v1/checkout/banks')).data).data.banks;
  }

  async destinations(): Promise<Destination[]> {
    return DestinationsResponse.parse((await this.http.get('/v1/destinations')).data).data.destinations.map(toDestination);
  }

  async saveDestination(id: number | null, draft: DestinationDraft): Promise<Destination> {
    const response = id === null ? await this.http.post('/v1/destinations', destinationWire(draft)) : await this.http.put(`/v1/destinations/${id}`, destinationWire(draft));
    return toDestination(DestinationResponse.parse(response.data).data);
  }

  async removeDestination(id: number): Promise<void> {
    await this.http.delete(`/v1/destinations/${id}`, { data: {} });
  }

  async storeMap(checkoutId: number, chain: StoreChain): Promise<string> {
    return StoreMapResponse.parse((await this.http.get(`/v1/checkouts/${checkoutId}/store-map`, { params: { chain } })).data).data.path;
  }
}

const RefusalFields = z.record(z.string(), z.string());

/** POST /v1/orders with the Idempotency-Key header; the shop's refusals are answers, not failures. */
export class AxiosOrderDesk implements OrderDesk {
  constructor(private readonly http: AxiosInstance) {}

  async place(checkoutId: number, idempotencyKey: string, expectedTotal: number): Promise<Result<PlacedOrder, OrderRefusal>> {
    try {
      const response = await this.http.post('/v1/orders', { checkout_id: checkoutId, expected_total: expectedTotal }, { headers: { 'Idempotency-Key': idempotencyKey } });
      const body = PlacedResponse.parse(response.data).data;
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
export class AxiosOrderGateway implements OrderGateway {
  constructor(private readonly http: AxiosInstance) {}

  async order(id: number): Promise<OrderDetail> {
    return toOrderDetail(OrderResponse.parse((await this.http.get('/v1/orders/detail', { params: { id } })).data).data);
  }

  async retryPayment(orderId: number, method: PaymentMethod | null): Promise<PlacedOrderInfo> {
    const body = method ? { payment_method: method } : {};
    return toPlacedOrder(PlacedResponse.parse((await this.http.post('/v1/orders/payments', body, { params: { id: orderId } })).data).data);
  }

  async cardForm(paymentId: number): Promise<CardForm> {
    return toCardForm(CardFormResponse.parse((await this.http.get(`/sandbox/neweb/payments/${paymentId}`)).data).data);
  }

  async submitCard(paymentId: number, card: { number: string; expiry: string; cvc: string }): Promise<CardResult> {
    return toCardResult(CardResultResponse.parse((await this.http.post(`/sandbox/neweb/payments/${paymentId}/card`, card)).data).data);
  }

  async submitThreeDs(paymentId: number, code: string): Promise<CardResult> {
    return toCardResult(CardResultResponse.parse((await this.http.post(`/sandbox/neweb/payments/${paymentId}/3ds`, { code })).data).data);
  }

  async completeSandboxPayment(paymentId: number, method: PaymentMethod): Promise<CardResult> {
    const path = method === 'atm' ? `/sandbox/atm/${paymentId}/transfer` : `/sandbox/wallet/${paymentId}/approve`;
    return toCardResult(CardResultResponse.parse((await this.http.post(path, {})).data).data);
  }
}

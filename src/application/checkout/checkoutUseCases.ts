import { inject, injectable } from '../injection';
import { checkBuyer } from '../../domain/checkout/buyer';
import { normalizeTaiwanMobile } from '../../domain/contact/taiwanMobile';
import type { Checkout, CheckoutChange, DestinationDraft } from '../../domain/checkout/checkoutView';
import type { StoreChain } from '../../domain/checkout/delivery';
import { checkInvoice } from '../../domain/checkout/invoice';
import { CheckoutMessages } from '../../domain/checkout/messages';
import { attempt, formFailure, type FormOutcome } from '../formOutcome';
import type { CheckoutGateway } from './ports';
import { CHECKOUT_TOKENS } from './tokens';

/** 結帳: opens a checkout over the cart lines that can be bought; the shop prices it. */
@injectable()
export class OpenCheckout {
  constructor(@inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway) {}

  async execute(input: { optionIds: number[] }): Promise<FormOutcome<Checkout>> {
    if (input.optionIds.length === 0) return formFailure('CHECKOUT_EMPTY', CheckoutMessages.CHECKOUT_EMPTY);
    return attempt(() => this.gateway.open(input.optionIds));
  }
}

/**
 * One section of the checkout changed (buyer, delivery, destination, payment, invoice, coupon or
 * credit). The buyer and invoice are checked here with the shop's own rules first, so a mistake
 * is named beside its field without a round trip; the shop checks again and re-prices.
 */
@injectable()
export class ChangeCheckout {
  constructor(@inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway) {}

  async execute(input: { checkoutId: number; change: CheckoutChange }): Promise<FormOutcome<Checkout>> {
    const { buyer, invoice } = input.change;
    let change = input.change;
    if (buyer) {
      // The checked buyer goes out: 0912-345-678 as typed leaves as 0912345678.
      const checked = checkBuyer(buyer);
      if (!checked.ok) return formFailure('INVALID_BUYER', CheckoutMessages.FIX_FIELDS, prefixed('buyer', checked.error));
      change = { ...change, buyer: checked.value };
    }
    if (invoice) {
      const checked = checkInvoice(invoice);
      if (!checked.ok) return formFailure('INVALID_INVOICE', CheckoutMessages.FIX_FIELDS, prefixed('invoice', checked.error));
    }
    return attempt(() => this.gateway.change(input.checkoutId, change));
  }
}

const prefixed = (section: string, errors: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`${section}.${field}`, message ?? '']));

/** A saved address or store: the shop checks it and keeps it for the member. */
@injectable()
export class SaveDestination {
  constructor(@inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway) {}

  async execute(input: { checkoutId: number; destinationId: number | null; draft: DestinationDraft }): Promise<FormOutcome<Checkout>> {
    const draft = { ...input.draft, mobile: normalizeTaiwanMobile(input.draft.mobile) };
    const saved = await attempt(() => this.gateway.saveDestination(input.destinationId, draft));
    if (!saved.ok) return saved;
    return attempt(() => this.gateway.change(input.checkoutId, { deliveryMethod: saved.value.kind, destinationId: saved.value.id }));
  }
}

/** Forgets a saved address or store (a member keeps at most 20 of each kind: this makes room). */
@injectable()
export class RemoveDestination {
  constructor(@inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway) {}

  async execute(input: { destinationId: number }): Promise<FormOutcome<void>> {
    return attempt(() => this.gateway.removeDestination(input.destinationId));
  }
}

/** Store pickup: where the chain's store map is (the shop redirects there; the map posts the store back). */
@injectable()
export class StartStoreMap {
  constructor(@inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway) {}

  async execute(input: { checkoutId: number; chain: StoreChain }): Promise<FormOutcome<string>> {
    return attempt(() => this.gateway.storeMap(input.checkoutId, input.chain));
  }
}

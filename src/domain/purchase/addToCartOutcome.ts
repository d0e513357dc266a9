import { PurchaseMessages } from './messages';

/** What the cart answered to an add (SPEC §7 message_code, §8 error codes). */
export type AddToCartAnswer =
  | { kind: 'added' }
  | { kind: 'unchanged-qty' }
  | { kind: 'rejected'; code: string }
  | { kind: 'failed' };

export interface AddToCartFeedback {
  message: string;
  success: boolean;
  /** Any other failure is also reported (SPEC §8). */
  report: boolean;
}

const REJECTION_MESSAGES: Record<string, string> = {
  CART_ITEM_DISCONTINUED: PurchaseMessages.DISCONTINUED,
  CART_ITEM_SOLD_OUT: PurchaseMessages.SOLD_OUT,
  CART_ITEM_NOT_FOUND: PurchaseMessages.NOT_FOUND,
  CART_GROUPBUY_ENDED: PurchaseMessages.GROUPBUY_ENDED,
  CART_GROUPBUY_NOT_STARTED: PurchaseMessages.GROUPBUY_NOT_STARTED,
};

/** The add-to-cart toasts of SPEC §8. */
export function addToCartFeedback(answer: AddToCartAnswer): AddToCartFeedback {
  switch (answer.kind) {
    case 'added':
      return { message: PurchaseMessages.ADDED, success: true, report: false };
    case 'unchanged-qty':
      return { message: PurchaseMessages.LIMIT_REACHED, success: false, report: false };
    case 'rejected': {
      const message = REJECTION_MESSAGES[answer.code];
      return message ? { message, success: false, report: false } : { message: PurchaseMessages.ADD_FAILED, success: false, report: true };
    }
    case 'failed':
      return { message: PurchaseMessages.ADD_FAILED, success: false, report: true };
  }
}

export const CART_REJECTION_CODES = Object.keys(REJECTION_MESSAGES);

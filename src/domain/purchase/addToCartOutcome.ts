import { err, ok, type Outcome } from '../errors/Result';
import { CART_REJECTION_MESSAGES, isCartRejectionCode, PurchaseMessages, type CartRejectionCode } from './messages';

/** What the cart answered to an add (SPEC §7 message_code, §8 error codes). */
export type AddToCartAnswer =
  | { kind: 'added' }
  | { kind: 'unchanged-qty' }
  | { kind: 'rejected'; code: string }
  | { kind: 'failed' };

/** The codes an add can end with once it reached the cart; UNCHANGED_QTY is SPEC §7's message_code. */
export type CartAnswerCode = 'UNCHANGED_QTY' | CartRejectionCode | 'ADD_FAILED';

/** The add-to-cart outcomes of SPEC §8, each with the text the shopper reads. */
export function addToCartOutcome(answer: AddToCartAnswer): Outcome<{ message: string }, CartAnswerCode> {
  switch (answer.kind) {
    case 'added':
      return ok({ message: PurchaseMessages.ADDED });
    case 'unchanged-qty':
      return err('UNCHANGED_QTY', PurchaseMessages.LIMIT_REACHED);
    case 'rejected':
      return isCartRejectionCode(answer.code) ? err(answer.code, CART_REJECTION_MESSAGES[answer.code]) : err('ADD_FAILED', PurchaseMessages.ADD_FAILED);
    case 'failed':
      return err('ADD_FAILED', PurchaseMessages.ADD_FAILED);
  }
}

/** SPEC §8: any failure other than the limit and the three known refusals is also reported. */
export const isReportedAnswer = (answer: AddToCartAnswer): boolean =>
  answer.kind === 'failed' || (answer.kind === 'rejected' && !isCartRejectionCode(answer.code));

import { CheckoutMessages } from './messages';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'JCB' | 'AMEX' | 'UNKNOWN';

/** The card number without the spaces a person types in groups of four. */
export const cardDigits = (raw: string): string => raw.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (digits.startsWith('35')) return 'JCB';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'UNKNOWN';
}

/** MM/YY, not before the current month in Taipei (the card is good to the end of its month). */
export function isValidExpiry(expiry: string, taipeiYear: number, taipeiMonth: number): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  return year > taipeiYear || (year === taipeiYear && Number(match[1]) >= taipeiMonth);
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export function cardFieldErrors(card: CardInput, taipeiYear: number, taipeiMonth: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!passesLuhn(cardDigits(card.number))) errors.number = CheckoutMessages.CARD_NUMBER;
  if (!isValidExpiry(card.expiry, taipeiYear, taipeiMonth)) errors.expiry = CheckoutMessages.CARD_EXPIRY;
  if (!/^\d{3}$/.test(card.cvc.trim())) errors.cvc = CheckoutMessages.CARD_CVC;
  return errors;
}

export type CardBrand = 'VISA' | 'MASTERCARD' | 'JCB' | 'AMEX' | 'UNKNOWN';

/** The brand from the first digits the gateway reports (Card6No): the card itself is typed on the gateway's page, never ours. */
export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (digits.startsWith('35')) return 'JCB';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'UNKNOWN';
}

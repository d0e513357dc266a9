import { normalizeTaiwanMobile, TAIWAN_MOBILE_PATTERN } from '../contact/taiwanMobile';
import { cleanDisplayText } from '../displayText/cleanText';
import { fail, ok, type Result } from '../errors/Result';
import { CheckoutMessages } from './messages';

export interface Buyer {
  name: string;
  mobile: string;
  email: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const MOBILE_PATTERN = TAIWAN_MOBILE_PATTERN;
// The same shape browsers accept for type=email: something@host.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkBuyer(input: Buyer): Result<Buyer, FieldErrors<keyof Buyer>> {
  // Staff and the carrier read the name: nothing invisible, full-width letters folded.
  const buyer = { name: cleanDisplayText(input.name, 'name'), mobile: normalizeTaiwanMobile(input.mobile), email: input.email.trim() };
  const errors: FieldErrors<keyof Buyer> = {};
  if (buyer.name === '' || buyer.name.length > 30) errors.name = CheckoutMessages.BUYER_NAME;
  if (!MOBILE_PATTERN.test(buyer.mobile)) errors.mobile = CheckoutMessages.BUYER_MOBILE;
  if (!EMAIL_PATTERN.test(buyer.email) || buyer.email.length > 254) errors.email = CheckoutMessages.BUYER_EMAIL;
  return Object.keys(errors).length === 0 ? ok(buyer) : fail(errors);
}

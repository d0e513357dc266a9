import { normalizeTaiwanMobile, TAIWAN_MOBILE_PATTERN } from '../contact/taiwanMobile';
import { cleanDisplayText } from '../displayText/cleanText';
import { fail, ok, type Result } from '../errors/Result';
import { CheckoutMessages } from './messages';
import { POSTAL_TABLE } from './taiwanPostalData';

export interface District {
  name: string;
  zip: string;
}

export interface City {
  name: string;
  districts: readonly District[];
}

function parseDistricts(pairs: string): District[] {
  const parts = pairs.split(' ');
  const districts: District[] = [];
  for (let i = 0; i < parts.length; i += 2) districts.push({ name: parts[i], zip: parts[i + 1] });
  return districts;
}

/** The 22 cities and counties in the order the post office lists them, north to south then the islands. */
export const TAIWAN_CITIES: readonly City[] = POSTAL_TABLE.map(([name, pairs]) => ({ name, districts: parseDistricts(pairs) }));

/** The zip code of a district, or null when the city has no such district. */
export function zipOf(city: string, district: string): string | null {
  return TAIWAN_CITIES.find((c) => c.name === city)?.districts.find((d) => d.name === district)?.zip ?? null;
}

export interface HomeAddress {
  recipient: string;
  mobile: string;
  city: string;
  district: string;
  street: string;
}

/** A recipient's name as staff and the carrier read it: nothing invisible, full-width letters folded. */
export const cleanRecipient = (name: string): string => cleanDisplayText(name, 'name');

export function checkHomeAddress(address: HomeAddress): Result<HomeAddress & { zip: string }, Record<string, string>> {
  const errors: Record<string, string> = {};
  const recipient = cleanRecipient(address.recipient);
  if (recipient === '') errors.recipient = CheckoutMessages.BUYER_NAME;
  const mobile = normalizeTaiwanMobile(address.mobile);
  if (!TAIWAN_MOBILE_PATTERN.test(mobile)) errors.mobile = CheckoutMessages.BUYER_MOBILE;
  const city = TAIWAN_CITIES.find((c) => c.name === address.city);
  if (!city) errors.city = CheckoutMessages.ADDRESS_CITY;
  const zip = zipOf(address.city, address.district);
  if (city && zip === null) errors.district = CheckoutMessages.ADDRESS_DISTRICT;
  if (address.street.trim() === '') errors.street = CheckoutMessages.ADDRESS_STREET;
  if (Object.keys(errors).length > 0 || zip === null) return fail(errors);
  return ok({ ...address, mobile, street: address.street.trim(), recipient, zip });
}

import type { StoreChain } from '../../../../src/domain/checkout/delivery';

/**
 * ECPay's names for the shop's chains. The shop ships C2C (店到店): staff drop each parcel at any
 * store of the chain, which needs no warehouse contract with the chains' distribution centres (B2C)
 * and is the only kind OK Mart offers.
 */
export const C2C_SUB_TYPES: Record<StoreChain, string> = { seven: 'UNIMARTC2C', family: 'FAMIC2C', hilife: 'HILIFEC2C', ok: 'OKMARTC2C' };

export function chainOfSubType(subType: string): StoreChain | null {
  const found = (Object.keys(C2C_SUB_TYPES) as StoreChain[]).find((c) => C2C_SUB_TYPES[c] === subType || C2C_SUB_TYPES[c].replace(/C2C$/, '') === subType);
  return found ?? null;
}

/** Each C2C chain prints its own 託運單 (the store's slip); B2C and home delivery share printTradeDocument. */
export const PRINT_PATHS: Record<string, string> = {
  UNIMARTC2C: '/Express/PrintUniMartC2COrderInfo', FAMIC2C: '/Express/PrintFAMIC2COrderInfo',
  HILIFEC2C: '/Express/PrintHILIFEC2COrderInfo', OKMARTC2C: '/Express/PrintOKMARTC2COrderInfo',
};
export const PRINT_DOCUMENT_PATH = '/helper/printTradeDocument';

const TAIPEI_OFFSET_MS = 8 * 3600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** ECPay's dates: `yyyy/MM/dd HH:mm:ss`, Taiwan time. */
export function ecpayDate(ms: number): string {
  const d = new Date(ms + TAIPEI_OFFSET_MS);
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** Reads an ECPay date back to epoch ms; null when it is not one. */
export function parseEcpayDate(text: string): number | null {
  const m = /^(\d{4})\/(\d{1,2})\/(\d{1,2}) (\d{1,2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - TAIPEI_OFFSET_MS;
}

// ECPay refuses these characters in names and goods names (its field rules), and limits their length.
const REFUSED = /[\^'`!@#%&*+\\"<>|_[\]]/g;
export const cleanText = (text: string, max: number): string => [...text.replace(REFUSED, ' ').replace(/\s+/g, ' ').trim()].slice(0, max).join('');

/** The shop as sender (C2C needs a sender name and mobile; home delivery the address parcels are picked up from). */
export const SHOP_SENDER = { name: '寶貝揪團', mobile: '0912345678', zip: '100', address: '台北市中正區重慶南路一段122號' } as const;

import { createHash, timingSafeEqual } from 'node:crypto';

export type MacDigest = 'md5' | 'sha256';

// .NET's HttpUtility.UrlEncode keeps these as they are; encodeURIComponent also keeps ' and ~, which .NET escapes.
const DOTNET_KEEPS = /[A-Za-z0-9\-_.!*()]/;

/** URL-encodes the way ECPay's .NET servers do: UTF-8, `-_.!*()` kept, space as `+`, everything else %xx. */
export function dotNetUrlEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === ' ') out += '+';
    else if (DOTNET_KEEPS.test(ch)) out += ch;
    else for (const byte of Buffer.from(ch, 'utf8')) out += `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** The string ECPay hashes: `HashKey=…&` + the fields sorted by name ignoring case + `&HashIV=…`, encoded, lower-cased. */
export function macSource(params: Record<string, string>, hashKey: string, hashIv: string): string {
  const names = Object.keys(params).filter((n) => n !== 'CheckMacValue')
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  const joined = [`HashKey=${hashKey}`, ...names.map((n) => `${n}=${params[n]}`), `HashIV=${hashIv}`].join('&');
  return dotNetUrlEncode(joined).toLowerCase();
}

/** ECPay's CheckMacValue (logistics and the B2B invoice use MD5, the payment API SHA-256): upper-case hex. */
export function checkMacValue(params: Record<string, string>, hashKey: string, hashIv: string, digest: MacDigest = 'md5'): string {
  return createHash(digest).update(macSource(params, hashKey, hashIv)).digest('hex').toUpperCase();
}

/** Whether posted fields carry the CheckMacValue our keys give them (compared in constant time, case ignored). */
export function hasValidMac(params: Record<string, string>, hashKey: string, hashIv: string, digest: MacDigest = 'md5'): boolean {
  const given = Buffer.from((params.CheckMacValue ?? '').toUpperCase());
  const expected = Buffer.from(checkMacValue(params, hashKey, hashIv, digest));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The cart's fingerprint for the app (`setShoppingCartHash`): the same option ids in any order
 * give the same hash. FNV-1a (32 bit) over the sorted, de-duplicated ids, as 8 hex digits.
 */
export function cartHash(optionIds: readonly number[]): string {
  const text = [...new Set(optionIds)].sort((a, b) => a - b).join(',');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

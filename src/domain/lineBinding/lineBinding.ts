/** The query parameter the messaging app's links carry: its member record (SPEC §7 /line-member-binding). */
export const CDP_UNIT_ID_PARAM = 'cdp_unit_id';

/** What the record id may be: the CDP's opaque id (letters, digits, `-`, `_`), at most 64 characters. */
export const CDP_UNIT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The record id in a page's query, or null when absent or not one. */
export function cdpUnitIdIn(search: string): string | null {
  const value = new URLSearchParams(search).get(CDP_UNIT_ID_PARAM);
  return value !== null && CDP_UNIT_ID_PATTERN.test(value) ? value : null;
}

/** SPEC §6: only a signed-in member outside the app binds; anyone else keeps the id for later or ignores it. */
export type BindingStep = 'bind' | 'wait-for-sign-in' | 'skip';

export function bindingStep(visitor: { signedIn: boolean; fromApp: boolean }): BindingStep {
  if (visitor.fromApp) return 'skip';
  return visitor.signedIn ? 'bind' : 'wait-for-sign-in';
}

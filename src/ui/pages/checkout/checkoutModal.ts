/** The checkout's modal child routes (SPEC §2.1), read from the path below /groupbuy/pay/v2/{id}/. */
export type CheckoutModal =
  | { kind: 'none' }
  | { kind: 'buyer' }
  | { kind: 'delivery' }
  | { kind: 'address'; destinationId: number | null }
  | { kind: 'cs'; destinationId: number | null }
  | { kind: 'cs-redirection' }
  | { kind: 'payment' }
  | { kind: 'aftee-intro' }
  | { kind: 'invoice' }
  | { kind: 'bank-list' };

const FIXED: Record<string, CheckoutModal> = {
  '': { kind: 'none' },
  'buyer/edit': { kind: 'buyer' },
  delivery: { kind: 'delivery' },
  'address/create': { kind: 'address', destinationId: null },
  'cs/create': { kind: 'cs', destinationId: null },
  'cs-redirection': { kind: 'cs-redirection' },
  payment: { kind: 'payment' },
  'payment/aftee-intro': { kind: 'aftee-intro' },
  invoice: { kind: 'invoice' },
  'bank-list': { kind: 'bank-list' },
};

/** The modal a sub-path opens; null for a path that is no modal (the 404 page). */
export function checkoutModal(rest: string | undefined): CheckoutModal | null {
  const path = (rest ?? '').replace(/\/+$/, '');
  if (path in FIXED) return FIXED[path];
  const edit = /^(address|cs)\/edit\/(\d{1,9})$/.exec(path);
  if (edit && Number(edit[2]) > 0) return { kind: edit[1] as 'address' | 'cs', destinationId: Number(edit[2]) };
  return null;
}

export const modalPath = (checkoutId: number, sub = '') => `/groupbuy/pay/v2/${checkoutId}${sub ? `/${sub}` : ''}`;

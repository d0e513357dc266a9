import { useEffect, useRef, useState } from 'react';
import type { OrderRefusal } from '../../../application/checkout/ports';
import { CHECKOUT_SECTIONS, sectionFaults, type CheckoutSection, type SectionFaults } from '../../../domain/checkout/checkoutSections';
import type { Checkout } from '../../../domain/checkout/checkoutView';

/** What each section holds now: a mark stays only while its section is as it was when the shop refused. */
const signatures = (c: Checkout): Record<CheckoutSection, string> => ({
  buyer: JSON.stringify(c.buyer),
  delivery: `${c.deliveryMethod}:${c.destination?.id ?? ''}`,
  payment: c.paymentMethod ?? '',
  invoice: JSON.stringify(c.invoice),
  coupon: `${c.couponMode}:${c.coupon?.memberCouponId ?? ''}:${c.credit.used}`,
});

/**
 * 「請檢查標示的欄位」: the sections the shop refused are marked until changed, and the first one's edit
 * button takes the focus (on a phone that scrolls it into view) so the parent lands on what to fix.
 */
export function useSectionFaults(checkout: Checkout) {
  const [refused, setRefused] = useState<{ faults: SectionFaults; seen: Record<CheckoutSection, string> } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const onRefused = (refusal: OrderRefusal) => setRefused({ faults: sectionFaults(refusal.lines), seen: signatures(checkout) });
  useEffect(() => {
    if (!refused) return;
    rootRef.current?.querySelector<HTMLElement>('[data-fault] [data-section-edit]')?.focus();
  }, [refused]);
  const now = signatures(checkout);
  const faults: SectionFaults = {};
  for (const s of CHECKOUT_SECTIONS) if (refused?.faults[s] && refused.seen[s] === now[s]) faults[s] = refused.faults[s];
  return { faults, onRefused, rootRef };
}

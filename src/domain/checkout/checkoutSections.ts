/** The checkout's sections in the order the page shows them; a refusal's fields are marked on these. */
export const CHECKOUT_SECTIONS = ['buyer', 'delivery', 'payment', 'invoice', 'coupon'] as const;
export type CheckoutSection = (typeof CHECKOUT_SECTIONS)[number];
export type SectionFaults = Partial<Record<CheckoutSection, string>>;

function sectionOf(field: string): CheckoutSection | null {
  if (field.startsWith('buyer')) return 'buyer';
  if (field === 'destination_id' || field === 'delivery_method') return 'delivery';
  if (field === 'payment_method') return 'payment';
  if (field.startsWith('invoice')) return 'invoice';
  if (field === 'coupon' || field === 'credit') return 'coupon';
  return null;
}

/** The shop's field messages (`buyer.mobile`, `destination_id`, …) gathered by section, each section's in one line. */
export function sectionFaults(fields: Readonly<Record<string, string>>): SectionFaults {
  const faults: SectionFaults = {};
  for (const [field, message] of Object.entries(fields)) {
    const section = sectionOf(field);
    if (section) faults[section] = faults[section] ? `${faults[section]}；${message}` : message;
  }
  return faults;
}

/** The first section at fault, in page order: the one the page moves the focus to. */
export const firstFault = (faults: SectionFaults): CheckoutSection | null => CHECKOUT_SECTIONS.find((s) => faults[s]) ?? null;

import { z } from 'zod/mini';

/** Response bodies of the orders desk (issue 28): the list, one order's detail, an action's outcome. */
export const AdminOrderRow = z.object({
  id: z.number(), number: z.string(), status: z.string(), status_label: z.string(), member_email: z.string(),
  buyer_name: z.string(), total: z.number(), payment_label: z.string(), delivery_label: z.string(), created_at: z.number(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;
export const AdminOrderPageBody = z.object({ rows: z.array(AdminOrderRow), total: z.number() });

const Line = z.object({ id: z.number(), product_title: z.string(), size: z.string(), unit_price: z.number(), quantity: z.number() });
const Payment = z.object({
  id: z.number(), method_label: z.string(), state: z.string(), state_label: z.string(), amount: z.number(),
  card: z.nullable(z.string()), created_at: z.number(),
});
const Invoice = z.object({ number: z.nullable(z.string()), random_code: z.nullable(z.string()), status: z.string(), status_label: z.string() });
const Shipment = z.object({
  logistics_id: z.string(), tracking_no: z.nullable(z.string()), created_at: z.number(),
  events: z.array(z.object({ code: z.string(), message: z.string(), status_at: z.number() })),
});
const Step = z.object({ status: z.string(), status_label: z.string(), created_at: z.number() });

export const AdminOrderDetailBody = z.object({
  id: z.number(), number: z.string(), status: z.string(), status_label: z.string(), member_email: z.string(),
  buyer: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  delivery_label: z.string(), destination: z.string(), payment_label: z.string(),
  goods: z.number(), shipping_fee: z.number(), discount: z.number(), credit_used: z.number(), total: z.number(), created_at: z.number(),
  lines: z.array(Line), payments: z.array(Payment), invoice: z.nullable(Invoice), shipment: z.nullable(Shipment), timeline: z.array(Step),
  /** What staff may do now (the server checks again). */
  can: z.object({ ship: z.boolean(), deliver: z.boolean(), cancel: z.boolean() }),
});
export type AdminOrderDetailBody = z.infer<typeof AdminOrderDetailBody>;

export const OrderActionBody = z.object({ id: z.number(), status: z.string(), status_label: z.string() });

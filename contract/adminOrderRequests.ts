import { z } from 'zod/mini';
import { PageQuery } from './adminRequests';

/** Request schemas of the orders desk (issue 28): the list's paging, sorting and filters, all applied by the server. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const text = z.string().check(z.trim(), z.maxLength(254));

export const ORDER_SORTS = ['created_at', 'total', 'number', 'status'] as const;

export const AdminOrdersQuery = z.object({
  ...PageQuery,
  sort: z._default(z.enum(ORDER_SORTS), 'created_at'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  state: z._default(z.enum(['all', 'pending_payment', 'to_ship', 'shipped', 'delivered', 'completed', 'cancelled', 'refund_requested', 'refunding', 'refunded']), 'all'),
  /** Taipei days, inclusive. */
  from: z.optional(day),
  to: z.optional(day),
  payment: z._default(z.enum(['all', 'card', 'atm', 'aftee', 'cvs_cod', 'line_pay']), 'all'),
  delivery: z._default(z.enum(['all', 'home', 'cvs']), 'all'),
  /** The member's e-mail or the buyer's mobile number. */
  member: z.optional(text),
  /** An order number, or the start of one. */
  number: z.optional(text),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const CancelOrderRequest = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) });

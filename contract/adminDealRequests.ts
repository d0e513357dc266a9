import { z } from 'zod/mini';
import { PageQuery } from './adminRequests';
import { DEAL_PHASES } from './adminDeals';

/** Request schemas of the 團購 desk (issue 28). Times are typed as Asia/Taipei wall-clock minutes; the server stores epoch ms. */
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
/** `2026-11-28T09:30` (a datetime-local field) or with a space, in Taipei time. */
export const TaipeiMinute = z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/));

export const DEAL_SORTS = ['created_at', 'starts_at', 'ends_at', 'price', 'id'] as const;

export const AdminDealsQuery = z.object({
  ...PageQuery,
  /** Newest first by default: ids follow creation (a seeded deal's created_at may lie ahead of a new one's). */
  sort: z._default(z.enum(DEAL_SORTS), 'id'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  phase: z._default(z.enum(['all', ...DEAL_PHASES]), 'all'),
  branch_id: z.optional(id),
  /** Part of the title, or the deal's number. */
  text: z.optional(text(100)),
});
export type AdminDealsQuery = z.infer<typeof AdminDealsQuery>;

export const DealOptionsQuery = z.object({ branch_id: id, text: z.optional(text(100)) });

const money = z.number().check(z.int(), z.minimum(1), z.maximum(10_000_000));
const DealLine = z.object({
  option_id: z.number().check(z.int(), z.positive()),
  /** The group price: at most the option's 原價 (the service checks it). */
  price: money,
  stock: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
});
export type DealLine = z.infer<typeof DealLine>;

export const CreateDealRequest = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  description: text(2000),
  branch_id: z.number().check(z.int(), z.positive()),
  starts_at: TaipeiMinute,
  ends_at: TaipeiMinute,
  /** Shown in the shop as 即將開團 before it starts; false keeps it hidden until then. */
  preview: z.boolean(),
  lines: z.array(DealLine).check(z.minLength(1), z.maxLength(50)),
});
export type CreateDealRequest = z.infer<typeof CreateDealRequest>;

export const RescheduleDealRequest = z.object({ starts_at: TaipeiMinute, ends_at: TaipeiMinute });

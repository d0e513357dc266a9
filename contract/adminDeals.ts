import { z } from 'zod/mini';

/** Response bodies of the 團購 desk (issue 28): the list, the options a deal can sell, a deal's outcome. */
export const DEAL_PHASES = ['upcoming', 'live', 'ended'] as const;
export type DealDeskPhase = (typeof DEAL_PHASES)[number];

export const AdminDealRow = z.object({
  id: z.number(), title: z.string(), branch_id: z.number(), branch_name: z.string(),
  phase: z.enum(DEAL_PHASES), phase_label: z.string(),
  /** Listed in the shop before it starts (即將開團); false: hidden until it opens. */
  preview: z.boolean(),
  price: z.nullable(z.number()), starts_at: z.number(), ends_at: z.number(), created_at: z.number(), product_count: z.number(),
});
export type AdminDealRow = z.infer<typeof AdminDealRow>;

const Branch = z.object({ id: z.number(), name: z.string() });
/** One page of deals, and the branches the filter and the form offer. */
export const AdminDealPageBody = z.object({ rows: z.array(AdminDealRow), total: z.number(), branches: z.array(Branch) });

/** An option a new deal can sell: its product, size, 原價 (the ceiling of the group price) and the deal it comes from. */
export const DealOptionRow = z.object({
  option_id: z.number(), product_title: z.string(), size: z.string(), original_price: z.number(), current_price: z.number(),
  stock: z.number(), group_buy_id: z.number(), group_buy_title: z.string(),
});
export type DealOptionRow = z.infer<typeof DealOptionRow>;
export const DealOptionListBody = z.object({ rows: z.array(DealOptionRow) });

export const DealChangedBody = z.object({
  id: z.number(), phase: z.enum(DEAL_PHASES), phase_label: z.string(), starts_at: z.number(), ends_at: z.number(),
});

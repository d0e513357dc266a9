import type { z } from 'zod/mini';
import type { FieldMessage } from '../../api/validation';
import { ProductMessages as M } from './messages';

type Issue = z.core.$ZodIssue;
const rule = (issue: Issue): string | undefined =>
  issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : undefined;

/** An option's field (a form field, a CSV column) → the zh-TW line its first problem shows. */
export const OPTION_FIELD_MESSAGES: Readonly<Record<string, (issue: Issue) => string>> = {
  current_price: (issue) => (rule(issue) === 'above_list' ? M.PRICE_ABOVE_LIST : M.PRICE_INVALID),
  discount_price: (issue) => (rule(issue) === 'not_below_price' ? M.DISCOUNT_NOT_BELOW : M.DISCOUNT_INVALID),
  original_price: () => M.LIST_PRICE_INVALID,
  stock: () => M.STOCK_INVALID,
  purchase_limit: () => M.LIMIT_INVALID,
};

/** The edit form's messages, each shown next to its field (`options.2.stock`). */
export const productEditMessages: Readonly<Record<string, FieldMessage>> = {
  title: () => M.TITLE_INVALID,
  ...Object.fromEntries(Object.entries(OPTION_FIELD_MESSAGES).map(([field, message]) => [`options.*.${field}`, (issue: Issue) => message(issue)])),
};

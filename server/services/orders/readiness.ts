import type { Kysely } from 'kysely';
import { checkBuyer } from '../../../src/domain/checkout/buyer';
import { checkInvoice, type Invoice } from '../../../src/domain/checkout/invoice';
import { CheckoutMessages } from '../../../src/domain/checkout/messages';
import { paymentChoices, type PaymentMethod } from '../../../src/domain/checkout/payments';
import type { DeliveryMethod } from '../../../src/domain/checkout/delivery';
import type { InvoiceInput } from '../../../contract/checkoutRequests';
import type { Database } from '../../db/schema';
import { sumHeldQuantities } from '../../db/repositories/orders/orderLines';
import { ownDestination } from '../checkout/destinations';
import type { CheckoutRow, Quote } from '../checkout/quote';
import type { LiveLine } from '../checkout/lines';
import { LINE_REASONS } from '../checkout/lines';

type Db = Kysely<Database>;

/** What is still missing before the order can be placed, by section. */
export async function missingSections(db: Db, row: CheckoutRow, total: number, offered: readonly PaymentMethod[]): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const buyer = checkBuyer({ name: row.buyer_name, mobile: row.buyer_mobile, email: row.buyer_email });
  if (!buyer.ok) for (const [k, v] of Object.entries(buyer.error)) fields[`buyer.${k}`] = v!;
  const destination = row.destination_id === null ? undefined : await ownDestination(db, row.member_id, row.destination_id);
  if (!destination || destination.kind !== row.delivery_method) fields.destination_id = CheckoutMessages.DESTINATION_REQUIRED;
  const choice = paymentChoices(row.delivery_method as DeliveryMethod, total, offered).find((c) => c.method === row.payment_method);
  if (!choice) fields.payment_method = CheckoutMessages.PAYMENT_REQUIRED;
  else if (choice.disabledReason) fields.payment_method = choice.disabledReason;
  const stored = JSON.parse(row.invoice) as InvoiceInput;
  const invoice: Invoice = stored.kind === 'company' ? { kind: 'company', taxId: stored.tax_id, companyName: stored.company_name } : stored;
  const checked = checkInvoice(invoice);
  if (!checked.ok) for (const [k, v] of Object.entries(checked.error)) fields[`invoice.${k}`] = v;
  return fields;
}

/** How many of each option the member already holds in orders that are not cancelled. */
async function earlierQuantities(db: Db, memberId: number, optionIds: number[]): Promise<Map<number, number>> {
  if (optionIds.length === 0) return new Map();
  const rows = await sumHeldQuantities(db, memberId, optionIds);
  return new Map(rows.map((r) => [r.option_id, Number(r.n)]));
}

function lineProblem(line: LiveLine, earlier: number): string | null {
  if (line.status !== 'ok') return LINE_REASONS[line.status];
  if (line.quantity > line.stock) return CheckoutMessages.LINE_NOT_ENOUGH_STOCK(line.stock);
  const left = Math.max(0, line.purchaseLimit - earlier);
  return line.quantity > left ? CheckoutMessages.LINE_OVER_PURCHASE_LIMIT(left) : null;
}

/** Each line that cannot be bought, by option id, with the reason; empty when every line can. */
export async function lineProblems(db: Db, memberId: number, q: Quote): Promise<Record<string, string>> {
  const earlier = await earlierQuantities(db, memberId, q.lines.map((l) => l.optionId));
  const problems: Record<string, string> = {};
  for (const line of q.lines) {
    const problem = lineProblem(line, earlier.get(line.optionId) ?? 0);
    if (problem) problems[String(line.optionId)] = problem;
  }
  return problems;
}

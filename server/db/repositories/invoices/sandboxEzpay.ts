import type { Kysely } from 'kysely';
import type { SandboxEzpayInvoicesTable } from '../../invoiceSchema';
import type { Database } from '../../schema';

type Db = Kysely<Database>;

/** The next number of a named counter (a 字軌, the allowance numbers), atomically: unique and in order across processes. */
export async function nextSandboxSequence(db: Db, name: string): Promise<number> {
  const row = await db.insertInto('sandbox_ezpay_sequences').values({ name, last: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ last: eb('sandbox_ezpay_sequences.last', '+', 1) })))
    .returning('last').executeTakeFirstOrThrow();
  return Number(row.last);
}

export const findSandboxInvoice = (db: Db, invoiceNumber: string) =>
  db.selectFrom('sandbox_ezpay_invoices').selectAll().where('invoice_number', '=', invoiceNumber).executeTakeFirst();

export const findSandboxInvoiceByOrder = (db: Db, merchantOrderNo: string) =>
  db.selectFrom('sandbox_ezpay_invoices').selectAll().where('merchant_order_no', '=', merchantOrderNo).executeTakeFirst();

/** False when the order number was already invoiced (the unique index decides, not a read before). */
export async function insertSandboxInvoice(db: Db, row: SandboxEzpayInvoicesTable): Promise<boolean> {
  const done = await db.insertInto('sandbox_ezpay_invoices').values(row).onConflict((oc) => oc.column('merchant_order_no').doNothing())
    .returning('invoice_number').executeTakeFirst();
  return done !== undefined;
}

/** Voids an issued invoice that has no 折讓 (the guard is the update's own). */
export async function voidSandboxInvoice(db: Db, invoiceNumber: string, now: number): Promise<boolean> {
  const done = await db.updateTable('sandbox_ezpay_invoices').set({ status: 'void', updated_at: now }).where('invoice_number', '=', invoiceNumber)
    .where('status', '=', 'issued').whereRef('remaining_amt', '=', 'total_amt').executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Takes `amount` off what an issued invoice has left, if it has that much; answers what is left, or null. */
export async function takeSandboxAllowance(db: Db, invoiceNumber: string, allowanceNo: string, amount: number, now: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('sandbox_ezpay_invoices').set((eb) => ({ remaining_amt: eb('remaining_amt', '-', amount), updated_at: now }))
      .where('invoice_number', '=', invoiceNumber).where('status', '=', 'issued').where('remaining_amt', '>=', amount)
      .returning('remaining_amt').executeTakeFirst();
    if (!done) return null;
    await trx.insertInto('sandbox_ezpay_allowances').values({ allowance_no: allowanceNo, invoice_number: invoiceNumber, amount, created_at: now }).execute();
    return Number(done.remaining_amt);
  });
}

import type { Kysely } from 'kysely';
import { ATM_DEADLINE_MS } from '../../../src/domain/checkout/payments';
import { taipeiYmd } from '../../../src/domain/taipeiTime';
import { merchantOrderNo } from '../../services/payments/newebpay/merchantOrderNo';
import { SANDBOX_ATM_BANK, SANDBOX_CARDS, SANDBOX_MERCHANT, SANDBOX_ORDER_PREFIX } from '../../services/payments/newebpay/sandbox/sandboxSettings';
import type { Database } from '../schema';

export interface SeededPayment {
  paymentId: number;
  method: 'card' | 'atm';
  state: string;
  amount: number;
  /** The ATM virtual account the payment shows; null for a card. */
  account: string | null;
  placed: number;
  settled: number | null;
}

/**
 * The seeded NewebPay payment's trade at demo mode's sandbox MPG (its MerchantOrderNo, DEMO{paymentId}),
 * so the demo's gateway knows it as NewebPay would: QueryTradeInfo answers for it (the lost-notify job),
 * the unpaid ATM order's transfer button pays it, and a captured card can be cancelled or refunded.
 */
export async function seedMpgTrade(db: Kysely<Database>, p: SeededPayment): Promise<void> {
  const orderNo = merchantOrderNo(SANDBOX_ORDER_PREFIX, p.paymentId);
  const card = p.method === 'card';
  const fields = { MerchantID: SANDBOX_MERCHANT.merchantId, MerchantOrderNo: orderNo, Amt: p.amount, [card ? 'CREDIT' : 'VACC']: 1, ...(card ? {} : { ExpireDate: taipeiYmd(p.placed + ATM_DEADLINE_MS, '') }) };
  await db.insertInto('sandbox_mpg_trades').values({
    // The gateway's TradeNo: the Taipei date and a serial (here the payment id, unique in the seed).
    trade_no: `${taipeiYmd(p.placed, '').slice(2)}${String(p.paymentId).padStart(9, '0')}`, merchant_order_no: orderNo, amt: p.amount,
    payment_type: card ? 'CREDIT' : 'VACC', fields: JSON.stringify(fields), status: p.state === 'succeeded' ? 'paid' : 'open',
    // A seeded card was captured (請款完成) long ago; an unpaid ATM trade stays open at the gateway, even past its deadline.
    close_status: card && p.state === 'succeeded' ? 3 : 0, back_status: 0,
    card6: card ? SANDBOX_CARDS.succeeds.slice(0, 6) : null, card4: card ? SANDBOX_CARDS.succeeds.slice(-4) : null,
    bank_code: card ? null : SANDBOX_ATM_BANK, code_no: p.account, created_at: p.placed, updated_at: p.settled ?? p.placed,
  }).execute();
}

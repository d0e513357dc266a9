import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { MpgPostBody } from '../mpgPost';
import { resultPost } from './sandboxAnswers';
import { findTrade, settleTrade } from './sandboxTrades';

/** The demo's ATM transfer: the sandbox MPG marks its trade paid and returns the notify it sends (the same signed post as the gateway's). */
export async function sandboxAtmTransfer(db: Kysely<Database>, merchantOrderNo: string, now: number): Promise<MpgPostBody | null> {
  const trade = await findTrade(db, merchantOrderNo);
  if (!trade || trade.payment_type !== 'VACC' || !(await settleTrade(db, trade, 'paid', now))) return null;
  const paid = await findTrade(db, merchantOrderNo);
  return paid ? (resultPost(paid, now) as MpgPostBody) : null;
}

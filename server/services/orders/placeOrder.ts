import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { lockMemberRow } from '../../db/repositories/checkout/memberLock';
import { findIdempotencyKey, insertIdempotencyKey } from '../../db/repositories/orders/placing';
import { ownCheckout } from '../checkout/checkouts';
import { CheckoutApiMessages } from '../checkout/messages';
import { quote } from '../checkout/quote';
import { offeredMethods, type PaymentGateway } from '../payments/PaymentGateway';
import { lineProblems, missingSections } from './readiness';
import { OrderAbort, type PlaceOutcome } from './orderOutcome';
import { writeOrder } from './writeOrder';

export type { PlaceOutcome } from './orderOutcome';

type Db = Kysely<Database>;

export const requestHash = (body: object): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');

async function replay(db: Db, memberId: number, key: string, hash: string): Promise<PlaceOutcome | null> {
  const row = await findIdempotencyKey(db, memberId, key);
  if (!row) return null;
  return row.request_hash === hash ? { kind: 'placed', orderId: row.order_id, replayed: true } : { kind: 'key-reused' };
}

async function placeInside(trx: Transaction<Database>, input: PlaceInput, hash: string): Promise<PlaceOutcome> {
  // A member's orders are placed one at a time: a second request with the same key waits, then finds the key.
  await lockMemberRow(trx, input.memberId);
  const seen = await replay(trx, input.memberId, input.key, hash);
  if (seen) return seen;
  const row = await ownCheckout(trx, input.memberId, input.checkoutId);
  if (!row) return { kind: 'not-found' };
  if (row.order_id !== null) return { kind: 'already-ordered', orderId: row.order_id };
  const q = await quote(trx, row, input.now);
  const problems = q.lines.length === 0 ? { _: CheckoutApiMessages.CHECKOUT_EMPTY } : await lineProblems(trx, input.memberId, q);
  if (Object.keys(problems).length > 0) return { kind: 'unavailable', lines: problems };
  const missing = await missingSections(trx, row, q.price.total, offeredMethods(input.gateway));
  if (Object.keys(missing).length > 0) return { kind: 'incomplete', fields: missing };
  if (input.expectedTotal !== undefined && q.price.total > input.expectedTotal) return { kind: 'total-changed', total: q.price.total, expected: input.expectedTotal };
  const orderId = await writeOrder(trx, row, q, input);
  await insertIdempotencyKey(trx, { memberId: input.memberId, key: input.key, requestHash: hash, orderId, now: input.now });
  return { kind: 'placed', orderId, replayed: false };
}

export interface PlaceInput {
  memberId: number;
  key: string;
  checkoutId: number;
  /** The total the parent confirmed; a higher re-priced total is refused, never charged. */
  expectedTotal?: number;
  now: number;
  gateway: PaymentGateway;
}

/** Places the order of a checkout once per idempotency key, all in one transaction; any failure changes nothing. */
export async function placeOrder(db: Db, input: PlaceInput): Promise<PlaceOutcome> {
  const hash = requestHash({ checkout_id: input.checkoutId });
  const seen = await replay(db, input.memberId, input.key, hash);
  if (seen) return seen;
  try {
    return await db.transaction().execute((trx) => placeInside(trx, input, hash));
  } catch (error) {
    if (error instanceof OrderAbort) return error.outcome;
    throw error;
  }
}

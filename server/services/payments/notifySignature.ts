import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const SECRET_NAME = 'payment_notify';

/**
 * The notify secret lives in the database, made once by whichever process needs it first, so
 * every process behind a load balancer signs and verifies with the same key.
 */
export async function notifySecret(db: Kysely<Database>): Promise<string> {
  await db.insertInto('app_secrets').values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}

export interface NotifyFields {
  payment_id: number;
  result: 'succeeded' | 'declined';
  nonce: string;
}

export function signNotify(secret: string, fields: NotifyFields): string {
  return createHmac('sha256', secret).update(`${fields.payment_id}.${fields.result}.${fields.nonce}`).digest('hex');
}

export function verifyNotify(secret: string, fields: NotifyFields, signature: string): boolean {
  const expected = Buffer.from(signNotify(secret, fields), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const newNonce = (): string => randomBytes(16).toString('hex');
